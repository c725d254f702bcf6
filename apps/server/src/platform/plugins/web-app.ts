import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import { escapeHtml } from '../escape-html.ts';

/** Reads the meta tags the areas write into every page (name → content, escaped here). */
export type PageMetaReader = () => Promise<Record<string, string>>;

/** Serves the built phone app when WEB_DIST_DIR holds one; no-op otherwise (development, tests). */
export async function registerWebApp(app: FastifyInstance, config: Config, readPageMeta: PageMetaReader): Promise<void> {
  const webRoot = resolve(config.WEB_DIST_DIR);
  if (config.WEB_DIST_DIR && existsSync(resolve(webRoot, 'index.html'))) {
    await serveWebRoot(app, webRoot, config, readPageMeta);
  }
}

/** Hashed assets cached for a year, every other page gets index.html. */
async function serveWebRoot(app: FastifyInstance, webRoot: string, config: Config, readPageMeta: PageMetaReader): Promise<void> {
  // Runtime configuration and the areas' page meta (the hall notice and banners) go into the page
  // itself, so the first screen needs no extra request and does not shift. The page meta is re-read
  // every HALL_NOTICE_CACHE_SECONDS (it is edited in the console and shared through the database).
  const runtimeMeta: Record<string, string> = {
    'hall-hotline': config.HOTLINE.replace(/[^\d-]/g, ''),
    'hall-initial-pin': config.INITIAL_PIN,
    'hall-king-card-tab': config.KING_CARD_TAB_ENABLED ? '1' : '0',
  };
  const template = Object.entries(runtimeMeta).reduce(
    (html, [name, value]) =>
      html.replace(new RegExp(`<meta name="${name}" content="[^"]*"\\s*/?>`), `<meta name="${name}" content="${value.replace(/[^\w-]/g, '')}" />`),
    readFileSync(resolve(webRoot, 'index.html'), 'utf8'),
  );
  let cached = { html: template, expiresAt: 0 };
  const readIndexHtml = async (): Promise<string> => {
    if (Date.now() < cached.expiresAt) {
      return cached.html;
    }
    const tags = Object.entries(await readPageMeta()).map(([name, content]) => `<meta name="${name}" content="${escapeHtml(content)}" />\n`);
    const html = template.replace('</head>', `${tags.join('')}</head>`);
    cached = { html, expiresAt: Date.now() + config.HALL_NOTICE_CACHE_SECONDS * 1000 };
    return html;
  };
  await app.register(fastifyStatic, {
    root: webRoot,
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders: (response, filePath) => {
      response.header('cache-control', filePath.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get('/*', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (path.startsWith('/api/') || path.startsWith('/sandbox/')) {
      return reply.callNotFound();
    }
    if (/\.[a-z0-9]+$/i.test(path)) {
      return reply.sendFile(path.slice(1));
    }
    return reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(await readIndexHtml());
  });
}
