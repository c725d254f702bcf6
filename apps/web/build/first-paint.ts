import react from '@vitejs/plugin-react';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createServer, type Plugin } from 'vite';
import { inlineStylesheets } from './inline-stylesheets.ts';

const ROOT_ELEMENT = '<div id="root"></div>';
const EARLY_REPLIES_MARKER = '<!--early-replies-->';
const PRERENDER_MODULE = '/src/app/first-paint/first-paint-prerender.ts';

type FirstPaint = { hallFrame: string; earlyRepliesScript: string };

/** Renders the first paint's parts with the app's own modules, through Vite's module loader for the server side. */
async function renderFirstPaint(root: string): Promise<FirstPaint> {
  const server = await createServer({
    root,
    configFile: false,
    logLevel: 'error',
    plugins: [react()],
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
  });
  try {
    const module = (await server.ssrLoadModule(PRERENDER_MODULE)) as { renderFirstPaint: () => FirstPaint };
    return module.renderFirstPaint();
  } finally {
    await server.close();
  }
}

function replaceOnce(html: string, marker: string, replacement: string): string {
  if (!html.includes(marker)) {
    throw new Error(`index.html has no ${marker} for the first paint`);
  }
  return html.replace(marker, () => replacement);
}

/**
 * The hall paints from the HTML, before its JavaScript: the built index.html carries the hall's
 * prerendered frame (before the app's root), its stylesheets inlined, and, before them (a script
 * after a stylesheet would wait for it), the bootstrap script of the first screen's reads.
 */
export function firstPaint(): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'hall-first-paint',
    apply: 'build',
    configResolved: (config) => {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle: () => {
      const indexPath = join(outDir, 'index.html');
      writeFileSync(
        indexPath,
        inlineStylesheets(readFileSync(indexPath, 'utf8'), (path) => readFileSync(join(outDir, path), 'utf8')),
      );
    },
    transformIndexHtml: {
      order: 'post',
      handler: async (html) => {
        const { hallFrame, earlyRepliesScript } = await renderFirstPaint(root);
        const withScript = replaceOnce(html, EARLY_REPLIES_MARKER, `<script>\n${earlyRepliesScript}\n</script>`);
        return replaceOnce(withScript, ROOT_ELEMENT, `${hallFrame}${ROOT_ELEMENT}`);
      },
    },
  };
}
