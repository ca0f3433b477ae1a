/** @jest-config-loader esbuild-register */
import type { Config } from 'jest';

// ESM-only packages that jest must transform to CommonJS (see docs/stack-notes.md, "Module format").
const esmPackages = ['graphql-upload', 'light-my-request', 'cookie', 'fs-capacitor', '@electric-sql/pglite', 'typeorm-pglite', 'apollo-upload-client', 'extract-files', 'is-plain-obj', 'osm-pbf-parser-node'];
const transformIgnorePatterns = [`node_modules/(?!(${esmPackages.join('|')})/)`];
const swc = ['@swc/jest', { swcrc: false, jsc: { parser: { syntax: 'typescript', decorators: true, tsx: true }, transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } }, target: 'es2022' }, module: { type: 'commonjs' } }] as const;
const transform = { '^.+\\.(t|j)sx?$': swc, '^.+\\.[mc]?js$': swc } as Config['transform'];
// Server sources import siblings as './x.js' (nodenext); jest resolves them to the .ts files.
// The shared package is read from its TypeScript sources, so tests need no build of it first.
const nodenextImports = { '^(\\.{1,2}/.*)\\.js$': '$1', '^@odyssey/domain$': '<rootDir>/packages/domain/src/index.ts' };

const config: Config = {
  // API and browser suites start real servers and databases; on a loaded 2-core machine a
  // suite's first server start (embedded PGlite initdb, migrations) can take most of a minute.
  // This bounds a hung test; it is not a speed target (those live in `npm run bench`).
  testTimeout: 90_000,
  // The slowest suites first, also on a fresh clone with no timings of its own (see the file).
  testSequencer: '<rootDir>/scripts/jest-sequencer.cjs',
  projects: [
    {
      displayName: 'server-unit',
      testEnvironment: 'node',
      moduleNameMapper: nodenextImports,
      roots: ['<rootDir>/server/src', '<rootDir>/packages'],
      testMatch: ['**/__tests__/**/*.test.ts'],
      transform,
      transformIgnorePatterns,
    },
    {
      displayName: 'api',
      testEnvironment: 'node',
      moduleNameMapper: nodenextImports,
      roots: ['<rootDir>/server/test'],
      testMatch: ['**/*.test.ts'],
      transform,
      transformIgnorePatterns,
    },
    {
      displayName: 'client',
      testEnvironment: 'jsdom',
      roots: ['<rootDir>/client/src'],
      testMatch: ['**/__tests__/**/*.test.tsx', '**/__tests__/**/*.test.ts'],
      transform,
      transformIgnorePatterns,
      // Client tests read the trip option lists from the shared package (their one definition).
      moduleNameMapper: { '\\.(css|svg|png|jpg|webp)$': '<rootDir>/client/test/file-stub.ts', ...nodenextImports },
      setupFiles: ['<rootDir>/client/test/setup.ts'],
    },
    {
      displayName: 'e2e',
      testEnvironment: 'node',
      moduleNameMapper: nodenextImports,
      roots: ['<rootDir>/e2e'],
      testMatch: ['**/*.e2e.ts'],
      transform,
      transformIgnorePatterns,
    },
  ],
};

export default config;
