import { HALL_FRAME_END, HALL_FRAME_START, isHallLandingPath } from '@hall/contract/hall/first-paint';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import { escapeHtml } from '../escape-html.ts';

/** What the areas write into every page: meta tags (name → content, escaped here) and the markup of the page's slots. */
export interface PageContent {
  readPageMeta: () => Promise<Record<string, string>>;
  writePageSlots: (meta: Record<string, string>) => Record<string, string>;
}

/** Serves the built phone app when WEB_DIST_DIR holds one; no-op otherwise (development, tests). */
export async function registerWebApp(app: FastifyInstance, config: Config, content: PageContent): Promise<void> {
  const webRoot = resolve(config.WEB_DIST_DIR);
  if (config.WEB_DIST_DIR && existsSync(resolve(webRoot, 'index.html'))) {
    await serveWebRoot(app, webRoot, config, content);
  }
}

/** The page without the hall's prerendered frame, for every path that does not open on the hall. */
function withoutHallFrame(html: string): string {
  const start = html.indexOf(HALL_FRAME_START);
  const end = html.indexOf(HALL_FRAME_END);
  return start >= 0 && end > start ? html.slice(0, start) + html.slice(end + HALL_FRAME_END.length) : html;
}

/**
 * A page as sent: its text, and the same compressed on first request in each encoding. A page is
 * compressed again only when its text changes (brotli at quality 11 costs some 20 ms a page), not
 * each time the page meta is re-read.
 */
class ServedPage {
  private readonly compressed: Partial<Record<'br' | 'gzip', Buffer>> = {};

  constructor(readonly html: string) {}

  encoded(encoding: 'br' | 'gzip'): Buffer {
    return (this.compressed[encoding] ??=
      encoding === 'br' ? brotliCompressSync(this.html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }) : gzipSync(this.html, { level: 9 }));
  }
}

/** The hall's landing page (with its frame) and every other path's page. */
interface ServedPages {
  hallPage: ServedPage;
  otherPage: ServedPage;
}

/** The served page for `html`: the one already served when the text is the same. */
function servedPage(html: string, previous: ServedPage | undefined): ServedPage {
  return previous?.html === html ? previous : new ServedPage(html);
}

/** The encoding to send the page in: brotli, gzip or none, by what the browser accepts. */
function pageEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  const accepted = (acceptEncoding ?? '')
    .toLowerCase()
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => !/;\s*q=0(\.0*)?$/.test(entry))
    .map((entry) => entry.split(';')[0]);
  return accepted.includes('br') ? 'br' : accepted.includes('gzip') ? 'gzip' : undefined;
}

function fillSlots(html: string, slots: Record<string, string>): string {
  return Object.entries(slots).reduce((filled, [slot, markup]) => filled.split(slot).join(markup), html);
}

/** Hashed assets cached for a year, every other page gets index.html. */
async function serveWebRoot(app: FastifyInstance, webRoot: string, config: Config, content: PageContent): Promise<void> {
  // Runtime configuration and the areas' page meta (the hall notice and banners) go into the page
  // itself, so the first screen needs no extra request and does not shift; the hall's landing
  // paths also get the hall's prerendered frame, its slots filled from the same meta. The page
  // meta is re-read every HALL_NOTICE_CACHE_SECONDS (it is edited in the console and shared
  // through the database).
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
  let cached: (ServedPages & { expiresAt: number }) | undefined;
  const readPages = async (): Promise<ServedPages> => {
    if (cached && Date.now() < cached.expiresAt) {
      return cached;
    }
    const areaMeta = await content.readPageMeta();
    const tags = Object.entries(areaMeta).map(([name, value]) => `<meta name="${name}" content="${escapeHtml(value)}" />\n`);
    const page = template.replace('</head>', `${tags.join('')}</head>`);
    cached = {
      hallPage: servedPage(fillSlots(page, content.writePageSlots({ ...runtimeMeta, ...areaMeta })), cached?.hallPage),
      otherPage: servedPage(withoutHallFrame(page), cached?.otherPage),
      expiresAt: Date.now() + config.HALL_NOTICE_CACHE_SECONDS * 1000,
    };
    return cached;
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
    const pages = await readPages();
    const page = isHallLandingPath(path) ? pages.hallPage : pages.otherPage;
    const encoding = pageEncoding(request.headers['accept-encoding']);
    reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding').type('text/html; charset=utf-8');
    return encoding ? reply.header('content-encoding', encoding).send(page.encoded(encoding)) : reply.send(page.html);
  });
}
