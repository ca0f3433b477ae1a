import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type ProxyOptions, type Rollup } from 'vite';
import { homeShell } from './vite/home-shell';
import { tripFirstPaint } from './vite/trip-first-paint';

const clientRoot = path.dirname(fileURLToPath(import.meta.url));
const apiServer = 'http://localhost:4000';
const FONT_FILE = /\.(woff2?|ttf|otf)$/;
/** Pictures stay files: inlined into a chunk they would count as JavaScript on the first load. */
const PICTURE_FILE = /[\\/]src[\\/]assets[\\/].+\.svg$/;
/** The first-load budget for the home page, in gzipped kB of JavaScript. */
const FIRST_LOAD_BUDGET_KB = 200;

/**
 * The server's CSP allows fonts from 'self' only, but GraphiQL's stylesheet embeds its
 * fonts as data: URLs. This rewrites each one to a real file that Vite then emits as a
 * hashed asset, so the explorer renders without CSP violations.
 */
function fontDataUrlsToFiles(): Plugin {
  const cacheDir = path.join(clientRoot, 'node_modules', '.cache', 'font-data-urls');
  const dataUrl = /url\(\s*(["']?)data:font\/(woff2?|ttf|otf);base64,([A-Za-z0-9+/=]+)\1\s*\)/g;
  return {
    name: 'odyssey:font-data-urls-to-files',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0];
      if (!file.endsWith('.css') || !code.includes('data:font/')) return null;
      mkdirSync(cacheDir, { recursive: true });
      const rewritten = code.replace(dataUrl, (_match, _quote, ext: string, base64: string) => {
        const bytes = Buffer.from(base64, 'base64');
        const name = `font-${createHash('sha256').update(bytes).digest('hex').slice(0, 16)}.${ext}`;
        const target = path.join(cacheDir, name);
        if (!existsSync(target)) writeFileSync(target, bytes);
        return `url("${path.relative(path.dirname(file), target).split(path.sep).join('/')}")`;
      });
      return { code: rewritten, map: null };
    },
  };
}

/**
 * Reports the JavaScript a first visit downloads before a route can render: the entry's
 * static imports plus the route chunk's static imports (lazy chunks excluded), gzipped.
 * A route lists the modules it waits for: its page, and Apollo Client if its loader awaits it.
 */
function firstLoadReport(routes: Record<string, string[]>): Plugin {
  return {
    name: 'odyssey:first-load-report',
    apply: 'build',
    // After writing: the chunks as served, with what later plugins add (e.g. Vite's preload maps).
    writeBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const closure = (start: Rollup.OutputChunk | undefined, seen = new Set<string>()) => {
        if (!start || seen.has(start.fileName)) return seen;
        seen.add(start.fileName);
        for (const file of start.imports) closure(byFile.get(file), seen);
        return seen;
      };
      const entry = chunks.find((chunk) => chunk.isEntry && chunk.name === 'main');
      for (const [route, sources] of Object.entries(routes)) {
        let files = closure(entry);
        for (const source of sources) files = closure(chunks.find((chunk) => chunk.facadeModuleId?.endsWith(source)), files);
        const bytes = [...files].reduce((sum, file) => sum + gzipSync(byFile.get(file)?.code ?? '').length, 0);
        const kb = bytes / 1000;
        const line = `first load of ${route}: ${kb.toFixed(1)} kB gzipped JS in ${files.size} chunks (budget ${FIRST_LOAD_BUDGET_KB} kB)`;
        if (route === '/' && kb > FIRST_LOAD_BUDGET_KB) this.warn(line);
        else this.info(line);
      }
    },
  };
}

/** In development a browser opening /graphql gets the explorer page from Vite itself. */
const graphqlProxy: ProxyOptions = {
  target: apiServer,
  bypass: (req) => (req.method === 'GET' && req.headers.accept?.includes('text/html') ? '/explorer.html' : undefined),
};

/**
 * react-router 7's package exports point at its development build only (remix-run/react-router
 * #12532, #14753): a production build takes the production files it also ships, which leave out
 * the development warnings.
 */
const reactRouterProduction = (file: string) => path.join(clientRoot, '..', 'node_modules', 'react-router', 'dist', 'production', file);
/**
 * The shared package (packages/domain) compiles to CommonJS for the server; the client takes
 * its TypeScript sources, which Vite bundles and tree-shakes like its own.
 */
const sharedDomain = { find: /^@odyssey\/domain$/, replacement: path.join(clientRoot, '..', 'packages', 'domain', 'src', 'index.ts') };

export default defineConfig(({ command }) => ({
  root: clientRoot,
  resolve: {
    alias:
      command === 'build'
        ? [
            sharedDomain,
            { find: /^react-router\/dom$/, replacement: reactRouterProduction('dom-export.mjs') },
            { find: /^react-router$/, replacement: reactRouterProduction('index.mjs') },
          ]
        : [sharedDomain],
  },
  plugins: [fontDataUrlsToFiles(), homeShell(), tripFirstPaint(), react(), firstLoadReport({ '/': ['src/pages/home/HomePage.tsx'], '/trip/:id': ['src/pages/trip/TripPage.tsx', 'src/app/apollo.ts'] })],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Fonts must be files: the CSP has no font-src, so default-src 'self' forbids data: fonts.
    assetsInlineLimit: (filePath) => (FONT_FILE.test(filePath) || PICTURE_FILE.test(filePath) ? false : undefined),
    // The explorer (GraphiQL, CodeMirror, the full graphql-js) is one large entry of its own,
    // loaded only at /graphql; the app's first load is reported and kept small separately.
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      input: {
        main: path.join(clientRoot, 'index.html'),
        explorer: path.join(clientRoot, 'explorer.html'),
      },
      output: {
        // Name the long-lived vendor chunks after what they hold (better caching, readable output).
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'router', test: /node_modules[\\/](react-router|react-router-dom)[\\/]/ },
          ],
        },
      },
      onLog(level, log, handler) {
        // GraphiQL's React Compiler runtime starts with "use no memo", which bundling drops harmlessly.
        if (log.code === 'MODULE_LEVEL_DIRECTIVE' && log.id?.includes('node_modules')) return;
        handler(level, log);
      },
    },
  },
  server: {
    proxy: { '/api': apiServer, '/graphql': graphqlProxy },
  },
  preview: {
    proxy: { '/api': apiServer, '/graphql': graphqlProxy },
  },
}));
