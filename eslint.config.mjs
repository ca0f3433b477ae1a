// Lint rules for the whole repository: TypeScript everywhere, React hooks rules in the client.
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** What the client may not import: the server's files, and the shared package's inner files. */
const CLIENT_RESTRICTED_IMPORTS = [
  { group: ['**/server/**', '@odyssey/server', '@odyssey/server/**'], message: 'The client must not import server files: move what both sides need into @odyssey/domain (packages/domain).' },
  { group: ['@odyssey/domain/**', '**/packages/domain/**'], message: "Import the shared package's one entry, '@odyssey/domain', not a file inside it." },
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'client/src/gql/**', 'data/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // The one CommonJS file: jest's loader shim for the TypeScript test sequencer.
  { files: ['**/*.cjs'], languageOptions: { sourceType: 'commonjs', globals: { require: 'readonly', module: 'writable' } }, rules: { '@typescript-eslint/no-require-imports': 'off' } },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/no-unsafe-function-type': 'off',
      'no-console': 'off',
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // The web client shares code with the server only through the workspace package
    // @odyssey/domain (packages/domain, its one entry): never by reaching into server files.
    // client/src/__tests__/client-boundary.lint.test.ts checks that this rule fires.
    files: ['client/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: CLIENT_RESTRICTED_IMPORTS }],
    },
  },
  {
    // Feature modules use each other only through a module's index.ts, its public surface, so a
    // module can change its insides without breaking another (README, "Architecture"). Tests
    // may still reach into a module for its fixtures.
    files: ['server/src/modules/**/*.ts', 'client/src/features/**/*.{ts,tsx}'],
    ignores: ['**/__tests__/**'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { typescript: { project: ['server/tsconfig.json', 'client/tsconfig.json'], noWarnOnMultipleProjects: true } },
      'boundaries/elements': [
        { type: 'server-module', pattern: 'server/src/modules/*', mode: 'folder', capture: ['name'] },
        { type: 'client-feature', pattern: 'client/src/features/*', mode: 'folder', capture: ['name'] },
      ],
    },
    rules: { 'boundaries/entry-point': ['error', { default: 'disallow', rules: [{ target: ['server-module', 'client-feature'], allow: 'index.ts' }] }] },
  },
);
