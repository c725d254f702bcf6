import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import { dropRateLimits } from './build/drop-rate-limits.ts';
import { firstPaint } from './build/first-paint.ts';
import { treeShakeReactRouter } from './build/tree-shake-react-router.ts';

/** Writes .br and .gz beside every text asset, so the server sends them without compressing per request. */
function precompressAssets(): Plugin {
  let outDir = join(import.meta.dirname, 'dist');
  return {
    name: 'hall-precompress-assets',
    apply: 'build',
    configResolved: (config) => {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: () => {
      const assetsDir = join(outDir, 'assets');
      for (const name of readdirSync(assetsDir).filter((file) => /\.(js|css|svg|json)$/.test(file))) {
        const bytes = readFileSync(join(assetsDir, name));
        writeFileSync(join(assetsDir, `${name}.br`), brotliCompressSync(bytes, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(join(assetsDir, `${name}.gz`), gzipSync(bytes, { level: 9 }));
      }
    },
  };
}

/** Pages of the first route (the hall on /Recharge), preloaded with the entry: no waterfall. */
const FIRST_ROUTE_PAGES = ['src/features/hall/pages/hall-page.tsx', 'src/features/recharge/pages/recharge-tab-page.tsx'];
/** The app's start, which main.tsx imports once the page has painted: preloaded with the entry too. */
const APP_START = 'src/app/start.tsx';

function preloadFirstRoute(): Plugin {
  return {
    name: 'hall-preload-first-route',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html, context) => {
        const bundle = context.bundle ?? {};
        const files = new Set<string>();
        const cssFiles = new Set<string>();
        const visit = (fileName: string) => {
          const chunk = bundle[fileName];
          if (!chunk || chunk.type !== 'chunk' || files.has(fileName)) {
            return;
          }
          files.add(fileName);
          chunk.viteMetadata?.importedCss.forEach((css) => cssFiles.add(css));
          chunk.imports.forEach(visit);
        };
        Object.values(bundle)
          .filter((chunk) => chunk.type === 'chunk' && chunk.moduleIds.some((id) => [APP_START, ...FIRST_ROUTE_PAGES].some((page) => id.endsWith(page))))
          .forEach((chunk) => visit(chunk.fileName));
        const isAlreadyLinked = (file: string) => html.includes(`/${file}"`);
        return [
          ...[...files]
            .filter((file) => !isAlreadyLinked(file))
            .map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` }, injectTo: 'head' as const })),
          ...[...cssFiles]
            .filter((file) => !isAlreadyLinked(file))
            .map((file) => ({ tag: 'link', attrs: { rel: 'stylesheet', crossorigin: true, href: `/${file}` }, injectTo: 'head' as const })),
        ];
      },
    },
  };
}

/**
 * Puts the modules that the app's start reaches by static imports (and the tiny entry does not) in
 * one `app-start` chunk, and those the first route's pages reach (and neither does) in one
 * `first-route` chunk: the phone fetches the entry and these two instead of ~30 small shared
 * chunks, each its own request and gzip stream. The walk stops at package index files
 * (antd-mobile's re-exports every component; tree-shaking keeps only what is used): a first-route
 * page importing from such a package leaves those components in their own shared chunks instead
 * of pulling every component into this one.
 */
function groupFirstRoute() {
  type ModuleGraph = { getModuleInfo: (id: string) => { importedIds: readonly string[] } | null };
  let firstRouteModules: Set<string> | null = null;
  const isPackageIndex = (id: string) => /node_modules\/.+\/(es|lib|dist)\/index\.m?js$/.test(id);
  const collectReached = (roots: string[], graph: ModuleGraph) => {
    const reached = new Set<string>();
    const pending = [...roots];
    while (pending.length > 0) {
      const id = pending.pop() as string;
      if (reached.has(id) || isPackageIndex(id)) {
        continue;
      }
      reached.add(id);
      pending.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
    }
    return reached;
  };
  let appStartModules: Set<string> | null = null;
  return {
    name: (moduleId: string, graph: ModuleGraph) => {
      if (!firstRouteModules || !appStartModules) {
        const reachedByEntry = collectReached([join(import.meta.dirname, 'src', 'main.tsx')], graph);
        const reachedByStart = collectReached([join(import.meta.dirname, APP_START)], graph);
        const reachedByPages = collectReached(
          FIRST_ROUTE_PAGES.map((page) => join(import.meta.dirname, page)),
          graph,
        );
        appStartModules = new Set([...reachedByStart].filter((id) => !reachedByEntry.has(id)));
        const started = appStartModules;
        firstRouteModules = new Set([...reachedByPages].filter((id) => !reachedByEntry.has(id) && !started.has(id)));
      }
      return appStartModules.has(moduleId) ? 'app-start' : firstRouteModules.has(moduleId) ? 'first-route' : null;
    },
  };
}

const apiServer = process.env.API_SERVER ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [
    react(),
    treeShakeReactRouter(),
    dropRateLimits(),
    preloadFirstRoute(),
    precompressAssets(),
    firstPaint(),
    {
      // The server fills this in production; in development the environment does.
      name: 'hall-runtime-config',
      transformIndexHtml: (html) =>
        html.replace('<meta name="hall-hotline" content="" />', `<meta name="hall-hotline" content="${process.env.HOTLINE ?? '10020'}" />`),
      apply: 'serve',
    },
  ],
  resolve: {
    alias: [
      // react-router 7's package exports point every bundler at its development build
      // (ENABLE_DEV_WARNINGS = true, warning texts kept); its production build sits beside it.
      { find: /^react-router$/, replacement: fileURLToPath(import.meta.resolve('react-router').replace('/development/', '/production/')) },
    ],
  },
  server: {
    port: 5173,
    proxy: { '/api': apiServer, '/sandbox': apiServer },
  },
  build: {
    target: 'es2020',
    cssCodeSplit: true,
    manifest: true,
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: { includeDependenciesRecursively: false, groups: [groupFirstRoute()] },
      },
    },
  },
});
