import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';

/** Writes .br and .gz beside every text asset, so the server sends them without compressing per request. */
function precompressAssets(): Plugin {
  return {
    name: 'hall-precompress-assets',
    apply: 'build',
    closeBundle: () => {
      const assetsDir = join(import.meta.dirname, 'dist', 'assets');
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
          .filter((chunk) => chunk.type === 'chunk' && FIRST_ROUTE_PAGES.some((page) => chunk.facadeModuleId?.endsWith(page)))
          .forEach((chunk) => visit(chunk.fileName));
        const isAlreadyLinked = (file: string) => html.includes(`/${file}"`);
        return [
          ...[...files].filter((file) => !isAlreadyLinked(file)).map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` }, injectTo: 'head' as const })),
          ...[...cssFiles].filter((file) => !isAlreadyLinked(file)).map((file) => ({ tag: 'link', attrs: { rel: 'stylesheet', crossorigin: true, href: `/${file}` }, injectTo: 'head' as const })),
        ];
      },
    },
  };
}

const apiServer = process.env.API_SERVER ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [
    react(),
    preloadFirstRoute(),
    precompressAssets(),
    {
      // The server fills this in production; in development the environment does.
      name: 'hall-runtime-config',
      transformIndexHtml: (html) =>
        html.replace('<meta name="hall-hotline" content="" />', `<meta name="hall-hotline" content="${process.env.HOTLINE ?? '10020'}" />`),
      apply: 'serve',
    },
  ],
  server: {
    port: 5173,
    proxy: { '/api': apiServer, '/sandbox': apiServer },
  },
  build: {
    target: 'es2020',
    cssCodeSplit: true,
    manifest: true,
    modulePreload: { polyfill: false },
  },
});
