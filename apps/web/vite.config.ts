import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Manifest, type Plugin, type Rollup } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { LOCALES } from '@portal/contract/locale';
import { manifestFileName } from '@portal/contract/install';
import {
  OFFLINE_KEYS,
  OFFLINE_STRINGS_ID,
  type OfflineStrings,
} from './src/features/install/offline/offline-strings';
import { installStrings, webAppManifest } from './src/features/install/web-app-manifest';

const webRoot = path.dirname(fileURLToPath(import.meta.url));

/**
 * Writes .br and .gz beside each text asset once at build time, so the server sends
 * compressed files without compressing on every request (our visitors are often on phones and slow networks).
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // Last, after the other plugins' writes (the service worker, built when the bundle closes).
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        const walk = (dir: string): string[] =>
          readdirSync(dir).flatMap((name) => {
            const full = path.join(dir, name);
            return statSync(full).isDirectory() ? walk(full) : [full];
          });
        for (const file of walk(outDir)) {
          if (!/\.(js|css|html|svg|json|txt|map)$/.test(file)) continue;
          const content = readFileSync(file);
          if (content.length < 1024) continue;
          writeFileSync(
            `${file}.br`,
            brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          );
          writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
        }
      },
    },
  };
}

/**
 * Fonts without layout shift (Lighthouse, docs/performance.md): the self-hosted Cairo faces swap in only
 * when they arrive within the first ~100 ms (`font-display: optional`, else the system font
 * stays for that page), and its files (src/index.css: Arabic, Latin) are preloaded
 * so they usually do arrive in time. A page uses its language's: the server leaves the other
 * preloads out (apps/api spa.ts `withFontFor`).
 */
function fontsWithoutShift(): Plugin {
  const PRELOADED = /^assets\/cairo-(arabic|latin)-(?!ext-)[\w-]+\.woff2$/;
  return {
    name: 'fonts-without-shift',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type === 'asset' && file.fileName.endsWith('.css') && typeof file.source === 'string') {
          file.source = file.source.replace(/font-display:\s*swap/g, 'font-display:optional');
        }
      }
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        if (!isAppPage(context.path)) return [];
        return Object.keys(context.bundle ?? {})
          .filter((name) => PRELOADED.test(name))
          .map((name) => ({
            tag: 'link',
            attrs: {
              rel: 'preload',
              as: 'font',
              type: 'font/woff2',
              crossorigin: '',
              href: `/build/${name}`,
            },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}

/**
 * Writes route-texts.json: each route's title and description in each language (the
 * locales/<lang>/routes.json the pages' own <title> comes from), for the server's HTML of the
 * public pages: crawlers and link previews run no script (apps/api page-head.ts).
 */
function routeTexts(): Plugin {
  return {
    name: 'route-texts',
    apply: 'build',
    generateBundle() {
      const here = path.dirname(fileURLToPath(import.meta.url));
      const texts = Object.fromEntries(
        // The contract's LOCALES: this config is loaded by Node, which cannot import the contract's TypeScript.
        ['ar', 'fr', 'en'].map((lang) => [
          lang,
          JSON.parse(readFileSync(path.join(here, 'src', 'locales', lang, 'routes.json'), 'utf8')) as unknown,
        ]),
      );
      this.emitFile({ type: 'asset', fileName: 'route-texts.json', source: JSON.stringify(texts) });
    },
  };
}
/** index.html, the app's page (offline.html, the service worker's offline page, has no app). */
const isAppPage = (htmlPath: string) => htmlPath === '/index.html';

/** The chunk holding the app (src/main.tsx; one chunk with its imports, see firstLoadChunks). */
const isApp = (chunk: Rollup.OutputChunk) => chunk.moduleIds.some((id) => id.endsWith('/src/main.tsx'));

/** The entry (src/boot.ts) and the app it starts (src/main.tsx): what every page loads. */
const isFirstLoad = (chunk: Rollup.OutputChunk) => chunk.isEntry || isApp(chunk);

/**
 * The app's scripts (src/main.tsx and what it imports) are preloaded from index.html: the entry
 * imports them only once the page painted (src/boot.ts), and they should be there by then.
 */
function preloadApp(): Plugin {
  return {
    name: 'preload-app',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        if (!isAppPage(context.path)) return [];
        const chunks = Object.values(context.bundle ?? {}).filter((file) => file.type === 'chunk');
        const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const app = chunks.find(isApp);
        const files = new Set<string>();
        const visit = (name: string) => {
          if (files.has(name)) return;
          files.add(name);
          byName.get(name)?.imports.forEach(visit);
        };
        if (app) visit(app.fileName);
        return [...files].map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: '', href: `/build/${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

/**
 * Writes route-chunks.json: for each lazy page (features/<area>/pages/<route>-page.tsx, named
 * after its route), the chunks it needs beyond the first load. The server lists them as
 * modulepreload links in that route's HTML, so they download with the first scripts instead
 * of after them (one round trip less before a page shows).
 */
function routeChunks(): Plugin {
  return {
    name: 'route-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const closure = (start: string[], skip: Set<string> = new Set()) => {
        const seen = new Set<string>();
        const visit = (name: string) => {
          if (seen.has(name) || skip.has(name)) return;
          seen.add(name);
          byName.get(name)?.imports.forEach(visit);
        };
        start.forEach(visit);
        return seen;
      };
      const firstLoad = closure(chunks.filter(isFirstLoad).map((chunk) => chunk.fileName));
      const routes: Record<string, string[]> = {};
      for (const chunk of chunks) {
        const page = chunk.isDynamicEntry && /\/pages\/([\w-]+)-page\.tsx$/.exec(chunk.facadeModuleId ?? '');
        if (page) routes[page[1]!] = [...closure([chunk.fileName], firstLoad)];
      }
      this.emitFile({ type: 'asset', fileName: 'route-chunks.json', source: JSON.stringify(routes) });
    },
  };
}

type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };

/**
 * What every page runs once the app starts — src/main.tsx and what it imports statically, less
 * what the entry (src/boot.ts) itself imports — in three chunks: React DOM, the other libraries
 * (the router, i18next, TanStack Query) and the app's own code. Left to the bundler it came in
 * some twenty files, many of a few hundred bytes, each a request of its own (a round trip on a
 * slow connection, a cost on the main thread as it starts). Three, because the browser
 * evaluates a chunk in one task: the entry evaluates them one task after another, so none is
 * a long task on a slow phone (Lighthouse's TBT, docs/performance.md). Lazy pages and the strings stay
 * chunks of their own.
 */
function firstLoadChunks() {
  const root = path.dirname(fileURLToPath(import.meta.url));
  const app = path.join(root, 'src', 'main.tsx');
  const entry = path.join(root, 'src', 'boot.ts');
  let sets: { entry: Set<string>; app: Set<string> } | undefined;
  const closure = (graph: ModuleGraph, start: string) => {
    const seen = new Set<string>();
    const queue = [start];
    for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
      if (seen.has(id)) continue;
      seen.add(id);
      queue.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
    }
    return seen;
  };
  const members = (graph: ModuleGraph) => {
    if (!sets) {
      const first = closure(graph, entry);
      sets = { entry: first, app: new Set([...closure(graph, app)].filter((id) => !first.has(id))) };
    }
    return sets;
  };
  const inApp = (test: RegExp, name: string) => (id: string, graph: ModuleGraph) =>
    members(graph).app.has(id) && test.test(id) ? name : null;
  return [
    // The entry with what it shares with the app (the stored language, the strings' loader):
    // one small file before the first paint, which the app's chunks import from.
    { name: (id: string, graph: ModuleGraph) => (members(graph).entry.has(id) ? 'boot' : null), priority: 4 },
    {
      name: inApp(
        /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]|[\\/]src[\\/]lib[\\/]react-dom-client\.ts$/,
        'react-dom',
      ),
      priority: 3,
    },
    { name: inApp(/[\\/]node_modules[\\/]/, 'libraries'), priority: 2 },
    { name: inApp(/./, 'app'), priority: 1 },
  ];
}

/** A key of the `install` area (install.manifest.name) in one language, read at build time. */
const installString = (locale: string) =>
  installStrings(
    JSON.parse(readFileSync(path.join(webRoot, 'src', 'locales', locale, 'install.json'), 'utf8')),
    locale,
  );

/**
 * The installable app's files (features/install): the web manifest of each language
 * (dist/manifest.<lang>.webmanifest, served at /manifest.webmanifest?lang= by the API), and the
 * offline page's strings of every language written into offline.html (it shows without the app).
 */
function installableApp(): Plugin {
  return {
    name: 'installable-app',
    apply: 'build',
    generateBundle() {
      for (const locale of LOCALES) {
        this.emitFile({
          type: 'asset',
          fileName: manifestFileName(locale),
          source: JSON.stringify(webAppManifest(locale, installString(locale)), null, 2),
        });
      }
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        if (context.path !== '/offline.html') return [];
        const strings: OfflineStrings = Object.fromEntries(
          LOCALES.map((locale) => {
            const t = installString(locale);
            return [
              locale,
              Object.fromEntries(OFFLINE_KEYS.map((key) => [key, t(key)])) as OfflineStrings[string],
            ];
          }),
        );
        // A data block (the CSP's script-src does not apply, nothing runs); `<` escaped so no
        // string can close the element.
        return [
          {
            tag: 'script',
            attrs: { type: 'application/json', id: OFFLINE_STRINGS_ID },
            children: JSON.stringify(strings).replace(/</g, '\\u003c'),
            injectTo: 'head' as const,
          },
        ];
      },
    },
  };
}

/**
 * The files the service worker precaches: what a first visit loads — the two pages' entries
 * with their static imports, the chunks the entry asks for itself (the app's three, the
 * strings of each language: src/boot.ts), their styles and fonts — and the offline page. Not
 * the pages' own chunks (kept when opened) nor the back office's.
 */
function shellFiles(manifest: Manifest, indexHtml: string): Set<string> {
  const files = new Set<string>(['offline.html']);
  const keyOf = (file: string) => Object.keys(manifest).find((key) => manifest[key]?.file === file);
  const visit = (key: string | undefined, followDynamic: boolean) => {
    const chunk = key === undefined ? undefined : manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.css?.forEach((file) => files.add(file));
    // Not the rarer Latin letters' font, which a page loads only when it has them (src/index.css).
    chunk.assets?.filter((file) => !/-ext-/.test(file)).forEach((file) => files.add(file));
    chunk.imports?.forEach((next) => visit(next, false));
    if (followDynamic) chunk.dynamicImports?.forEach((next) => visit(next, false));
  };
  // index.html's script (the entry's chunk: its group, firstLoadChunks, takes the entry's key).
  const entry = /<script type="module" crossorigin src="\/build\/([^"]+)"/.exec(indexHtml)?.[1];
  if (!entry || !keyOf(entry)) throw new Error('index.html names no script of the build manifest');
  visit(keyOf(entry), true);
  visit('offline.html', false);
  return files;
}

/** The service worker (features/install/offline/sw.ts), built with Workbox's modules. */
function serviceWorker() {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/features/install/offline',
    filename: 'sw.ts',
    // Registered by the app itself (features/install), after the page loaded; the manifests
    // come from installableApp().
    injectRegister: false,
    manifest: false,
    injectManifest: {
      globPatterns: ['**/*.{js,css,woff2,html}'],
      globIgnores: ['index.html', 'sw.js'],
      // The worker lives at the root (/sw.js) and the files under /build/.
      modifyURLPrefix: { '': '/build/' },
      // Vite's hashed names are their version already.
      dontCacheBustURLsMatching: /^\/build\/assets\//,
      manifestTransforms: [
        (entries) => {
          const dist = path.join(webRoot, 'dist');
          const shell = shellFiles(
            JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest,
            readFileSync(path.join(dist, 'index.html'), 'utf8'),
          );
          const manifest = entries.filter((entry) => shell.has(entry.url.replace(/^\/build\//, '')));
          return { manifest, warnings: [] };
        },
      ],
      sourcemap: false,
    },
  });
}

const apiPort = process.env.API_PORT ?? '3001';

/**
 * React Router's production build for what we build. Its package sends every import to its
 * development build, whatever the mode (a known issue of version 7): warnings and checks the
 * bundle carries for nothing and the server runs on every page it draws.
 */
function reactRouterProduction() {
  const dist = path.join(
    path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
    'dist/production',
  );
  return [
    { find: /^react-router$/, replacement: path.join(dist, 'index.mjs') },
    { find: /^react-router\/dom$/, replacement: path.join(dist, 'dom-export.mjs') },
  ];
}

export default defineConfig(({ command, isSsrBuild }) => ({
  // Built assets load from /build/; the dev server serves from the root.
  base: command === 'build' ? '/build/' : '/',
  resolve: command === 'build' ? { alias: reactRouterProduction() } : {},
  plugins: isSsrBuild
    ? [react()]
    : [
        react(),
        tailwindcss(),
        fontsWithoutShift(),
        preloadApp(),
        routeChunks(),
        routeTexts(),
        installableApp(),
        serviceWorker(),
        precompress(),
      ],
  build: isSsrBuild
    ? {
        // The server rendering of the list and detail pages (src/entry-server.tsx), loaded by the
        // API from dist-ssr/, beside and never inside the public dist/.
        outDir: 'dist-ssr',
        emptyOutDir: true,
        sourcemap: true,
      }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        // Maps for our own analysis of the bundles, never linked from the scripts; the server
        // does not serve them (platform/spa.ts): they would hand out the whole source, back office
        // included.
        sourcemap: 'hidden',
        // dist/.vite/manifest.json maps source modules to chunks: the e2e suite reads it to check that
        // a visitor's pages never load the back office's chunks.
        manifest: true,
        // The whole index.html must work under a CSP without inline scripts.
        modulePreload: { polyfill: false },
        rolldownOptions: {
          // The app's page, and the page the service worker shows offline (features/install).
          input: { index: path.join(webRoot, 'index.html'), offline: path.join(webRoot, 'offline.html') },
          output: { codeSplitting: { groups: firstLoadChunks() } },
        },
      },
  server: {
    port: Number(process.env.WEB_PORT ?? 5173),
    proxy: { '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false } },
  },
}));
