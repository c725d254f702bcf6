import { createHash } from 'node:crypto';
import { ResponseCode } from '@hall/contract/codes';
import { endpoints, OPERATION_NAMES, type OperationName } from '@hall/contract/endpoints';
import { STAFF_ROLES, type Access, type Endpoint, type RateLimit, type StaffRole } from '@hall/contract/operation';
import { schemas } from '@hall/contract/schemas';
import { z } from 'zod';
import type { oas31, ZodOpenApiOperationObject, ZodOpenApiPathsObject } from 'zod-openapi';
import { AGENT_TOKEN_HEADER } from '../agent-sessions.ts';
import { STAFF_SESSION_COOKIE } from '../staff-sessions.ts';
import { API_AREAS } from './openapi-areas.ts';
import { OPERATIONS_TAG_OBJECT, RAW_ROUTES, RAW_ROUTES_TAG_OBJECT } from './raw-routes.ts';

/** Every reply that is not a success: `code` from the spec's catalogue, `msg` shown to the person as it stands. */
const errorEnvelope = z
  .looseObject({
    code: z.number().int().meta({ description: '-100 参数或业务错误，-101 未登录，-102 未绑定手机号，-106 需要承诺视频，-998 身份核验失败，-1 服务暂不可用' }),
    msg: z.string().meta({ description: '可直接显示的中文说明' }),
    data: z.unknown().optional(),
    requestId: z.string().optional().meta({ description: '本请求在服务器日志中的编号（也在 x-request-id 响应头中）' }),
  })
  .meta({ id: 'ErrorEnvelope', description: '错误信封：code ≠ 1' });

const SECURITY_SCHEMES: Record<string, oas31.SecuritySchemeObject> = {
  memberToken: {
    type: 'apiKey',
    in: 'header',
    name: 'X-Token',
    description:
      '会员令牌（LOGIN 返回）。大厅的网页客户端把它放在 JSON 请求体的 `token` 字段（GET 时在查询参数）；也接受 `X-Token` 或 `Authorization: Bearer` 请求头。x-access 为 bound 的操作还要求已绑定手机号，否则返回 -102。',
  },
  staffSession: {
    type: 'apiKey',
    in: 'cookie',
    name: STAFF_SESSION_COOKIE,
    description:
      '管理后台会话（CONSOLE_LOGIN 设置的 HttpOnly、SameSite=Strict Cookie）。非 GET 请求还须 `Content-Type: application/json`，且 Origin（无 Origin 时为 Referer）是本站，否则 403。x-staff-roles 列出可以调用的全部角色（admin 总在其中；列出全部角色即任何后台人员）。',
  },
  agentToken: {
    type: 'apiKey',
    in: 'header',
    name: AGENT_TOKEN_HEADER,
    description: '代理商会话（AGENT_LOGIN 返回），与会员令牌互不通用。',
  },
  metricsToken: {
    type: 'http',
    scheme: 'bearer',
    description: '运维抓取 /metrics 的令牌（环境变量 METRICS_TOKEN）。',
  },
};

const SECURITY_OF: Record<Access, oas31.SecurityRequirementObject[]> = {
  public: [],
  member: [{ memberToken: [] }],
  bound: [{ memberToken: [] }],
  staff: [{ staffSession: [] }],
  agent: [{ agentToken: [] }],
};

const ACCESS_TEXT: Record<Access, string> = {
  public: '公开（无需登录）',
  member: '已登录的会员',
  bound: '已登录并绑定手机号的会员',
  staff: '管理后台人员',
  agent: '已登录的代理商',
};

const UNIT_OF_SECONDS: readonly [number, string][] = [
  [86_400, '天'],
  [3600, '小时'],
  [60, '分钟'],
  [1, '秒'],
];

function describeWindow(seconds: number): string {
  const [size, unit] = UNIT_OF_SECONDS.find(([size]) => seconds % size === 0) ?? [1, '秒'];
  return seconds === size ? `每${unit}` : `每 ${seconds / size} ${unit}`;
}

function describeLimit(limit: RateLimit): string {
  const counted = limit.per === 'input' ? `每个 ${limit.fields.join('+')}` : limit.per === 'ip' ? '每个地址' : '每个调用者';
  return `${counted}${describeWindow(limit.windowSeconds)}最多 ${limit.max} 次`;
}

/** The roles that may call a staff operation: admin always; no named role means every staff member. */
function rolesAllowed(endpoint: Endpoint): readonly StaffRole[] {
  const named = endpoint.staffRoles ?? [];
  return named.length === 0 ? STAFF_ROLES : STAFF_ROLES.filter((role) => role === 'admin' || named.includes(role));
}

function describeAccess(endpoint: Endpoint): string {
  const allowed = rolesAllowed(endpoint);
  const roles = endpoint.access !== 'staff' ? '' : allowed.length === STAFF_ROLES.length ? '（任何角色）' : `；角色：${allowed.join('、')}`;
  const limits = endpoint.limits?.length ? `\n\n次数限制：${endpoint.limits.map(describeLimit).join('；')}。` : '';
  return `调用者：${ACCESS_TEXT[endpoint.access]}${roles}。${limits}`;
}

function responsesOf(name: OperationName, endpoint: Endpoint): ZodOpenApiOperationObject['responses'] {
  const success = endpoint.binary
    ? { description: '图片（不是信封）', content: { 'image/png': { schema: { type: 'string', contentMediaType: 'image/png' } as oas31.SchemaObject } } }
    : {
        description: '成功信封（code 1，data 为结果）或错误信封（code ≠ 1）。业务错误也以 HTTP 200 返回。',
        content: {
          'application/json': {
            schema: z.union([
              z.object({ code: z.literal(ResponseCode.SUCCESS), msg: z.string(), data: schemas[name].response }).meta({ description: '成功信封' }),
              errorEnvelope,
            ]),
          },
        },
      };
  const error = (description: string) => ({ description, content: { 'application/json': { schema: errorEnvelope } } });
  return {
    '200': success,
    ...(endpoint.limits?.length
      ? {
          '429': { ...error('超过次数限制（见 x-rate-limits）'), headers: { 'Retry-After': { description: '多少秒后可以再试', schema: { type: 'integer' } } } },
        }
      : {}),
    ...(endpoint.access === 'staff' ? { '403': error('请求不是来自本站的管理后台（非 JSON 或来源无效）') } : {}),
    '405': error('请求方式不允许'),
    '503': error('系统更新中（数据库或外部系统暂不可用），code -1'),
  };
}

function requestOf(name: OperationName, endpoint: Endpoint): Pick<ZodOpenApiOperationObject, 'requestBody' | 'requestParams'> {
  const request = schemas[name].request;
  if (endpoint.method === 'POST') {
    return { requestBody: { content: { 'application/json': { schema: request } } } };
  }
  if (!(request instanceof z.ZodObject)) {
    throw new Error(`${name}: a GET operation's request schema must be an object (its query string)`);
  }
  return { requestParams: { query: request } };
}

const tagOf = new Map(API_AREAS.flatMap((area) => area.operations.map((name) => [name, area.tag] as const)));

function operationOf(name: OperationName): ZodOpenApiOperationObject {
  const endpoint: Endpoint = endpoints[name];
  const tag = tagOf.get(name);
  if (!tag) {
    throw new Error(`${name} is in no area of the contract (contractAreas)`);
  }
  return {
    operationId: name,
    summary: typeof endpoint.loading === 'string' ? `${name}（${endpoint.loading.replace(/[.。…]+$/, '')}）` : name,
    description: describeAccess(endpoint),
    tags: [tag],
    security: SECURITY_OF[endpoint.access],
    ...requestOf(name, endpoint),
    responses: responsesOf(name, endpoint),
    'x-access': endpoint.access,
    ...(endpoint.access === 'staff' ? { 'x-staff-roles': [...rolesAllowed(endpoint)] } : {}),
    'x-rate-limits': endpoint.limits ?? [],
  };
}

function contractPaths(): ZodOpenApiPathsObject {
  const paths: ZodOpenApiPathsObject = {};
  for (const name of OPERATION_NAMES) {
    const endpoint: Endpoint = endpoints[name];
    const method = endpoint.method === 'GET' ? 'get' : 'post';
    if (paths[endpoint.path]?.[method]) {
      throw new Error(`${name}: ${endpoint.method} ${endpoint.path} is already another operation`);
    }
    paths[endpoint.path] = { ...paths[endpoint.path], [method]: operationOf(name) };
  }
  for (const route of RAW_ROUTES) {
    paths[route.path] = { ...paths[route.path], [route.method]: route.operation };
  }
  return paths;
}

/**
 * The OpenAPI 3.1 document of the whole API, generated from the contract's registries. Its version
 * is a digest of the paths, so it changes exactly when the API does.
 */
export async function createOpenApiDocument(): Promise<oas31.OpenAPIObject> {
  // zod-openapi loads with the first request for the document, not with the server.
  const { createDocument } = await import('zod-openapi');
  const document = createDocument({
    openapi: '3.1.0',
    info: {
      title: '网上营业厅 API',
      version: 'contract',
      description:
        '由合同（packages/contract 的 endpoints 与 schemas）生成。每个操作都是 POST（少数 GET）到固定路径，请求体为 JSON，回复为信封 `{code, msg, data}`：code 1 为成功，其他为错误，msg 可直接显示。security 说明调用者（会员令牌、后台 Cookie、代理商令牌），x-access 为合同中的访问级别，x-rate-limits 为声明的次数限制（计数在数据库中，所有实例共享）。',
    },
    tags: [...API_AREAS.map(({ tag, description }) => ({ name: tag, description })), RAW_ROUTES_TAG_OBJECT, OPERATIONS_TAG_OBJECT],
    paths: contractPaths(),
    components: { securitySchemes: SECURITY_SCHEMES, schemas: { ErrorEnvelope: errorEnvelope } },
  });
  document.info.version = `contract-${createHash('sha256').update(JSON.stringify(document.paths)).digest('hex').slice(0, 12)}`;
  return document;
}
