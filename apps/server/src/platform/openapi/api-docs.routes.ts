import { createReadStream } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createOpenApiDocument } from './openapi-document.ts';

export const OPENAPI_DOCUMENT_PATH = '/api/openapi.json';
export const API_DOCS_PATH = '/api/docs';

/** The viewer's files, served from the installed swagger-ui-dist (same origin, as the CSP demands). */
const VIEWER_FILES: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'favicon-32x32.png': 'image/png',
};

// The CSP allows no inline script: the viewer starts from a script file of its own. "Try it out"
// is off (a reader, not a client: a staff member's cookie would go with every call), and so is the
// validator badge, which would send the document's address to validator.swagger.io.
const VIEWER_INIT_SCRIPT = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({
    url: '${OPENAPI_DOCUMENT_PATH}',
    dom_id: '#swagger-ui',
    deepLinking: true,
    docExpansion: 'none',
    defaultModelsExpandDepth: 0,
    supportedSubmitMethods: [],
    validatorUrl: null,
  });
});
`;

const VIEWER_PAGE = `<!doctype html>
<html lang="zh-CN">
  <head>
    <meta charset="utf-8" />
    <title>网上营业厅 API</title>
    <link rel="icon" type="image/png" href="${API_DOCS_PATH}/favicon-32x32.png" />
    <link rel="stylesheet" href="${API_DOCS_PATH}/swagger-ui.css" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="${API_DOCS_PATH}/swagger-ui-bundle.js"></script>
    <script src="${API_DOCS_PATH}/init.js"></script>
  </body>
</html>
`;

const swaggerUiRoot = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
const VIEWER_CACHE = 'public, max-age=3600';

/**
 * GET /api/openapi.json (the document, generated once here at start) and GET /api/docs (Swagger UI).
 * Both are public: the document holds the API's shape only, which the web app's bundles already
 * carry, and every operation keeps its own access check and limits.
 */
export function registerApiDocs(app: FastifyInstance): void {
  // Built on the first request for it: the document (and zod-openapi) cost memory and start time every instance would pay.
  let document: Promise<string> | null = null;

  app.get(OPENAPI_DOCUMENT_PATH, async (_request, reply) =>
    reply
      .header('cache-control', 'no-cache')
      .type('application/json; charset=utf-8')
      .send(await (document ??= createOpenApiDocument().then((built) => JSON.stringify(built)))),
  );
  app.get(API_DOCS_PATH, async (_request, reply) => reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(VIEWER_PAGE));
  app.get(`${API_DOCS_PATH}/init.js`, async (_request, reply) =>
    reply.header('cache-control', VIEWER_CACHE).type('text/javascript; charset=utf-8').send(VIEWER_INIT_SCRIPT),
  );
  for (const [file, contentType] of Object.entries(VIEWER_FILES)) {
    app.get(`${API_DOCS_PATH}/${file}`, async (_request, reply) =>
      reply
        .header('cache-control', VIEWER_CACHE)
        .type(contentType)
        .send(createReadStream(join(swaggerUiRoot, file))),
    );
  }
}
