import { Validator } from '@seriousme/openapi-schema-validator';
import { endpoints, OPERATION_NAMES } from '@hall/contract/endpoints';
import { STAFF_ROLES, type Endpoint } from '@hall/contract/operation';
import { schemas } from '@hall/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { oas31 } from 'zod-openapi';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { hasStaffRole } from '../staff-sessions.ts';
import { API_AREAS } from './openapi-areas.ts';
import { createOpenApiDocument } from './openapi-document.ts';
import { RAW_ROUTES } from './raw-routes.ts';

const document = await createOpenApiDocument();

/** Every route of an app (method and path), read from Fastify's printed route tree. */
function listRoutes(app: FastifyInstance): { method: string; path: string }[] {
  const parents: string[] = [];
  const routes: { method: string; path: string }[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^(.*?)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) {
      continue;
    }
    const depth = (match[1] ?? '').length / 4;
    const path = (parents[depth - 1] ?? '') + (match[2] ?? '');
    parents.length = depth;
    parents.push(path);
    for (const method of match[3]?.split(', ') ?? []) {
      routes.push({ method, path });
    }
  }
  return routes;
}
const operationOf = (endpoint: Endpoint): oas31.OperationObject | undefined => document.paths?.[endpoint.path]?.[endpoint.method === 'GET' ? 'get' : 'post'];

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate(document as unknown as Record<string, unknown>);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('refers only to schemas and security schemes it defines', () => {
    const text = JSON.stringify(document);
    const references = [...text.matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map(([, id]) => id ?? '');
    expect(references.length).toBeGreaterThan(0);
    for (const id of new Set(references)) {
      expect(document.components?.schemas?.[id], id).toBeDefined();
    }
    const operations = Object.values(document.paths ?? {}).flatMap((item) => [item.get, item.post]);
    for (const requirement of operations.flatMap((operation) => operation?.security ?? [])) {
      for (const scheme of Object.keys(requirement)) {
        expect(document.components?.securitySchemes?.[scheme], scheme).toBeDefined();
      }
    }
  });

  it('lists every operation of the contract at its path and method, with its access and declared limits', () => {
    for (const name of OPERATION_NAMES) {
      const endpoint: Endpoint = endpoints[name];
      const operation = operationOf(endpoint);
      expect(operation?.operationId, `${name} at ${endpoint.method} ${endpoint.path}`).toBe(name);
      expect(operation?.['x-access'], name).toBe(endpoint.access);
      expect(operation?.['x-rate-limits'], name).toEqual(endpoint.limits ?? []);
      const expectedSecurity = {
        public: [],
        member: [{ memberToken: [] }],
        bound: [{ memberToken: [] }],
        staff: [{ staffSession: [] }],
        agent: [{ agentToken: [] }],
      }[endpoint.access];
      expect(operation?.security, name).toEqual(expectedSecurity);
    }
    const documented = Object.values(document.paths ?? {}).flatMap((item) => [item.get, item.post].filter((operation) => operation !== undefined));
    expect(documented.length).toBe(OPERATION_NAMES.length + RAW_ROUTES.length);
  });

  it("names exactly the staff roles the server's role check lets call each operation", () => {
    const staffOf = (role: (typeof STAFF_ROLES)[number]) => ({ id: 1, username: role, displayName: role, roles: [role] });
    for (const name of OPERATION_NAMES) {
      const endpoint: Endpoint = endpoints[name];
      const operation = operationOf(endpoint);
      if (endpoint.access !== 'staff') {
        expect(operation?.['x-staff-roles'], name).toBeUndefined();
        continue;
      }
      const allowed = STAFF_ROLES.filter((role) => hasStaffRole(staffOf(role), endpoint.staffRoles ?? []));
      expect(operation?.['x-staff-roles'], name).toEqual(allowed);
      const isAnyStaff = allowed.length === STAFF_ROLES.length;
      expect(operation?.description, name).toContain(isAnyStaff ? '管理后台人员（任何角色）' : `角色：${allowed.join('、')}。`);
    }
    // One of each kind, as a reader of the document sees them.
    expect(operationOf(endpoints.CONSOLE_SESSION)?.['x-staff-roles']).toEqual(['admin', 'auditor', 'service', 'editor']);
    expect(operationOf(endpoints.CONSOLE_DEALERS)?.['x-staff-roles']).toEqual(['admin']);
    expect(operationOf(endpoints.CONSOLE_INVOICES)?.['x-staff-roles']).toEqual(['admin', 'auditor', 'service']);
  });

  it('puts every operation in exactly one area tag', () => {
    const tagged = API_AREAS.flatMap((area) => area.operations);
    expect([...tagged].sort()).toEqual([...OPERATION_NAMES].sort());
    const tagNames = new Set(document.tags?.map((tag) => tag.name));
    for (const area of API_AREAS) {
      expect(tagNames.has(area.tag), area.tag).toBe(true);
    }
  });

  it("describes a request body that refuses what the contract's schema refuses", () => {
    const request = schemas.CONSOLE_LOGIN.request;
    const body = operationOf(endpoints.CONSOLE_LOGIN)?.requestBody as oas31.RequestBodyObject;
    const schema = body.content['application/json']?.schema as oas31.SchemaObject;
    const username = schema.properties?.username as oas31.SchemaObject;

    // A missing field: zod refuses it, and the document names it required.
    expect(request.safeParse({ password: 'secret' }).success).toBe(false);
    expect(schema.required).toEqual(expect.arrayContaining(['username', 'password']));
    // A field over its length: zod refuses 41 characters and accepts 40, the document says 40.
    expect(request.safeParse({ username: 'a'.repeat(41), password: 'secret' }).success).toBe(false);
    expect(request.safeParse({ username: 'a'.repeat(40), password: 'secret' }).success).toBe(true);
    expect(username.maxLength).toBe(40);
  });

  it('describes the query string of a GET operation as its parameters', () => {
    const parameters = (operationOf(endpoints.GET_PAY_KIND)?.parameters ?? []) as oas31.ParameterObject[];
    expect(parameters.map(({ name, in: where, required }) => ({ name, in: where, required }))).toEqual([{ name: 'phoneNumber', in: 'query', required: true }]);
    expect(schemas.GET_PAY_KIND.request.safeParse({}).success).toBe(false);
  });
});

describe('the documentation routes', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(async () => {
    await test.close();
  });

  it('answers the document at /api/openapi.json', async () => {
    const reply = await test.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toMatch(/^application\/json/);
    expect(reply.json()).toEqual(JSON.parse(JSON.stringify(document)));
  });

  it('serves /api/docs as a page whose scripts are all same-origin files that answer', async () => {
    const page = await test.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self'/);
    const scripts = [...page.body.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    const sources = scripts.map(([, attributes = '', inline = '']) => {
      expect(inline.trim(), 'no inline script').toBe('');
      return /src="([^"]+)"/.exec(attributes)?.[1] ?? '';
    });
    const styles = [...page.body.matchAll(/<link[^>]*href="([^"]+)"/g)].map(([, href = '']) => href);
    for (const url of [...sources, ...styles]) {
      expect(url, 'same origin').toMatch(/^\/(?!\/)/);
      const file = await test.app.inject({ method: 'GET', url });
      expect(file.statusCode, url).toBe(200);
      expect(file.headers['content-type'], url).toMatch(url.endsWith('.css') ? /^text\/css/ : url.endsWith('.png') ? /^image\/png/ : /^text\/javascript/);
      expect(file.body.length, url).toBeGreaterThan(0);
    }
    expect(sources).toContain('/api/docs/swagger-ui-bundle.js');
    const init = await test.app.inject({ method: 'GET', url: '/api/docs/init.js' });
    expect(init.body).toContain("url: '/api/openapi.json'");
  });

  it('documents every route of the API the server answers', () => {
    const contractPaths = new Set<string>(OPERATION_NAMES.map((name) => endpoints[name].path));
    const documented = new Set(RAW_ROUTES.map((route) => `${route.method.toUpperCase()} ${route.path.replace(/\{(\w+)\}/g, ':$1')}`));
    const served = listRoutes(test.app).filter(({ path }) => /^\/(api\/|healthz$|readyz$|metrics$)/.test(path) && !contractPaths.has(path));
    // The viewer's own files belong to /api/docs.
    const undocumented = served.filter(({ method, path }) => method !== 'HEAD' && !path.startsWith('/api/docs/') && !documented.has(`${method} ${path}`));
    expect(served).toContainEqual({ method: 'POST', path: '/api/wechat-pay/notify/:handler' });
    expect(undocumented).toEqual([]);
  });

  it('documents only raw routes the server answers', () => {
    for (const route of RAW_ROUTES) {
      const url = route.path.replace(/\{(\w+)\}/g, ':$1');
      expect(test.app.hasRoute({ method: route.method.toUpperCase() as 'GET' | 'POST', url }), `${route.method} ${route.path}`).toBe(true);
    }
  });
});
