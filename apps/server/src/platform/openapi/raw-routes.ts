import type { oas31 } from 'zod-openapi';

/**
 * Routes of the public API outside the contract: browser redirects, outside systems' callbacks,
 * private files and this document itself. Written by hand (no zod schema reads their input as a
 * whole); openapi.test.ts checks that the server answers every one of them.
 */
export interface RawRoute {
  method: 'get' | 'post';
  path: string;
  operation: oas31.OperationObject;
}

const RAW_TAG = 'raw-routes';
const OPERATIONS_TAG = 'operations';

export const RAW_ROUTES_TAG_OBJECT: oas31.TagObject = {
  name: RAW_TAG,
  description: '合同之外的路由：浏览器跳转、外部系统回调、私有文件与本文档。它们不返回 `{code, msg, data}` 信封，除非另有说明。',
};

export const OPERATIONS_TAG_OBJECT: oas31.TagObject = {
  name: OPERATIONS_TAG,
  description: '运维：存活、就绪与指标（纯 JSON 或文本，没有信封）。',
};

const readiness = (status: 'ready' | 'unavailable'): oas31.ContentObject => ({
  'application/json': {
    schema: {
      type: 'object',
      required: ['status', 'checks'],
      properties: {
        status: { const: status },
        ...(status === 'unavailable' ? { reason: { type: 'string' } } : {}),
        checks: {
          type: 'object',
          description: 'database、migrations、schedules、shutdown 各自的结果',
          additionalProperties: { type: 'object', required: ['ok'], properties: { ok: { type: 'boolean' }, reason: { type: 'string' } } },
        },
      },
    },
  },
});

const redirect = (description: string): oas31.ResponsesObject => ({
  '302': { description, headers: { Location: { description: '跳转地址', schema: { type: 'string' } } } },
});

const queryParameter = (name: string, description: string, required = false): oas31.ParameterObject => ({
  name,
  in: 'query',
  required,
  description,
  schema: { type: 'string' },
});

const image: oas31.ContentObject = { 'image/*': { schema: { type: 'string', contentMediaType: 'image/*' } } };
const errorEnvelope: oas31.ContentObject = { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } };
const wechatPayAnswer: oas31.ContentObject = {
  'application/json': {
    schema: { type: 'object', required: ['code', 'message'], properties: { code: { enum: ['SUCCESS', 'FAIL'] }, message: { type: 'string' } } },
  },
};
const perAddress = (max: number, windowSeconds: number) => ({ 'x-rate-limits': [{ per: 'ip', max, windowSeconds }] });

export const RAW_ROUTES: readonly RawRoute[] = [
  {
    method: 'get',
    path: '/api/wechat/authorize',
    operation: {
      operationId: 'RAW_WECHAT_AUTHORIZE',
      tags: [RAW_TAG],
      summary: '微信网页授权登录入口',
      description: '登录守卫把没有令牌的浏览器送到这里：写入 OAuth state（HttpOnly Cookie），再跳转到微信授权页；授权回来后由 LOGIN 换取会员令牌。',
      security: [],
      parameters: [queryParameter('redirect', '登录后回到的本站路径（以 / 开头），无效时回到首页')],
      responses: redirect('跳转到微信网页授权（snsapi_userinfo）'),
      ...perAddress(120, 60),
    },
  },
  {
    method: 'get',
    path: '/api/wechat/payer',
    operation: {
      operationId: 'RAW_WECHAT_PAYER',
      tags: [RAW_TAG],
      summary: '未登录付款人的 openid（静默授权）',
      description: '公开充值页在微信内付款前取得付款人的 openid：静默授权（snsapi_base）后回到 /api/wechat/payer/return。',
      security: [],
      parameters: [queryParameter('returnUrl', '授权后回到的本站路径', true)],
      responses: redirect('跳转到微信静默授权'),
      ...perAddress(120, 60),
    },
  },
  {
    method: 'get',
    path: '/api/wechat/payer/return',
    operation: {
      operationId: 'RAW_WECHAT_PAYER_RETURN',
      tags: [RAW_TAG],
      summary: '静默授权的回调',
      description:
        '核对 state 与 Cookie，换取 openid 并以随机令牌（HttpOnly Cookie）记住这个浏览器，然后回到 returnUrl；失败时也回到 returnUrl（付款时再提示）。',
      security: [],
      parameters: [queryParameter('returnUrl', '回到的本站路径', true), queryParameter('code', '微信授权码'), queryParameter('state', 'OAuth state')],
      responses: redirect('回到 returnUrl'),
      ...perAddress(30, 60),
    },
  },
  {
    method: 'post',
    path: '/api/wechat-pay/notify/{handler}',
    operation: {
      operationId: 'RAW_WECHAT_PAY_NOTIFY',
      tags: [RAW_TAG],
      summary: '微信支付结果与退款通知（APIv3）',
      description:
        '微信支付服务器调用（notify_url）。请求体按原样验签（Wechatpay-Signature、Wechatpay-Serial、Wechatpay-Timestamp、Wechatpay-Nonce），解密 resource 后交给创建订单的模块结算；同一通知可重复到达，结算是幂等的。非 2xx 时微信支付稍后重发。',
      security: [],
      parameters: [
        {
          name: 'handler',
          in: 'path',
          required: true,
          description: '创建订单时登记的通知处理者（字母数字，1–40 位）',
          schema: { type: 'string', pattern: '^[A-Za-z0-9]{1,40}$' },
        },
      ],
      requestBody: { required: true, description: '微信支付的通知 JSON（最大 64 KiB）', content: { 'application/json': { schema: { type: 'object' } } } },
      responses: {
        '200': { description: '已结算（或此前已结算）', content: wechatPayAnswer },
        '400': { description: '与订单不符（订单不存在或金额不符）', content: wechatPayAnswer },
        '401': { description: '签名错误或通知无效', content: wechatPayAnswer },
        '404': { description: '未知的通知处理者', content: wechatPayAnswer },
        '500': { description: '暂时无法结算，微信支付会重发', content: wechatPayAnswer },
      },
    },
  },
  {
    method: 'post',
    path: '/api/wechat-pay/contract-notify/{handler}',
    operation: {
      operationId: 'RAW_WECHAT_PAY_CONTRACT_NOTIFY',
      tags: [RAW_TAG],
      summary: '微信支付委托代扣签约、解约通知（APIv3）',
      description:
        '微信支付服务器调用（签约的 notify_url）。ENTRUST.SIGN 记下 contract_id，协议生效；ENTRUST.TERMINATE（用户在微信中解约）使协议终止。按原样验签并解密 resource；同一通知可重复到达，处理是幂等的。扣款结果走支付结果通知。',
      security: [],
      parameters: [
        {
          name: 'handler',
          in: 'path',
          required: true,
          description: '申请签约时登记的通知处理者（字母数字，1–40 位）',
          schema: { type: 'string', pattern: '^[A-Za-z0-9]{1,40}$' },
        },
      ],
      requestBody: { required: true, description: '微信支付的通知 JSON（最大 64 KiB）', content: { 'application/json': { schema: { type: 'object' } } } },
      responses: {
        '200': { description: '已处理（或此前已处理）', content: wechatPayAnswer },
        '400': { description: '签约协议不存在或协议号不符', content: wechatPayAnswer },
        '401': { description: '签名错误或通知无效', content: wechatPayAnswer },
        '404': { description: '未知的通知处理者', content: wechatPayAnswer },
      },
    },
  },
  {
    method: 'post',
    path: '/api/invoice-platform/notify',
    operation: {
      operationId: 'RAW_INVOICE_PLATFORM_NOTIFY',
      tags: [RAW_TAG],
      summary: '电子发票平台的开票结果回调',
      description: '只是"去查询"的提示：请求体不被信任，发票状态以本服务向平台的查询为准（与定时巡检相同），伪造或重放的回调不会改变任何东西。',
      security: [],
      requestBody: {
        required: true,
        content: { 'application/json': { schema: { type: 'object', properties: { requestNo: { type: 'string', pattern: '^[\\w-]{1,64}$' } } } } },
      },
      responses: {
        '200': {
          description: '是否找到对应的开票或红冲请求',
          content: { 'application/json': { schema: { type: 'object', required: ['received'], properties: { received: { type: 'boolean' } } } } },
        },
      },
      ...perAddress(120, 60),
    },
  },
  {
    method: 'get',
    path: '/api/console/reviewFile',
    operation: {
      operationId: 'RAW_CONSOLE_REVIEW_FILE',
      tags: [RAW_TAG],
      summary: '审核材料图片（签名、照片）',
      description: '仅限有审核权限的后台人员（与审核详情相同的角色），不缓存，只以图片类型返回。',
      security: [{ staffSession: [] }],
      parameters: [queryParameter('kind', '审核类型', true), queryParameter('id', '申请编号', true), queryParameter('name', '附件名', true)],
      responses: {
        '200': { description: '图片', content: image },
        '403': { description: '未登录或无审核权限', content: errorEnvelope },
        '404': { description: '没有这个附件', content: errorEnvelope },
      },
    },
  },
  {
    method: 'get',
    path: '/api/gzh/files/{id}',
    operation: {
      operationId: 'RAW_AGENT_FILE',
      tags: [RAW_TAG],
      summary: '开卡上传的签名或照片',
      description: '私有文件，只给上传它的渠道下的代理商；没有代理商会话时返回 -101 信封。',
      security: [{ agentToken: [] }],
      parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string', pattern: '^[\\w-]{20,64}$' } }],
      responses: { '200': { description: '图片', content: image }, '404': { description: '文件不存在', content: errorEnvelope } },
    },
  },
  {
    method: 'get',
    path: '/healthz',
    operation: {
      operationId: 'RAW_HEALTHZ',
      tags: [OPERATIONS_TAG],
      summary: '存活检查',
      description: '进程在应答即为存活。供负载均衡与编排系统调用：无会话、无次数限制、不缓存。',
      security: [],
      responses: {
        '200': {
          description: '存活',
          content: { 'application/json': { schema: { type: 'object', required: ['status'], properties: { status: { const: 'ok' } } } } },
        },
      },
    },
  },
  {
    method: 'get',
    path: '/readyz',
    operation: {
      operationId: 'RAW_READYZ',
      tags: [OPERATIONS_TAG],
      summary: '就绪检查',
      description: '本实例可以接收流量：数据库可查询、最新的迁移已应用、后台定时任务在运行、且未在关闭中。否则 503 并给出原因。',
      security: [],
      responses: {
        '200': { description: '就绪', content: readiness('ready') },
        '503': { description: '未就绪（reason 说明原因）', content: readiness('unavailable') },
      },
    },
  },
  {
    method: 'get',
    path: '/metrics',
    operation: {
      operationId: 'RAW_METRICS',
      tags: [OPERATIONS_TAG],
      summary: 'Prometheus 指标',
      description:
        'Prometheus 文本格式。设置了 METRICS_TOKEN 时只接受 `Authorization: Bearer <METRICS_TOKEN>`（否则 401）；生产环境未设置时不提供（404），开发环境未设置时公开。',
      security: [{ metricsToken: [] }, {}],
      responses: {
        '200': { description: '指标', content: { 'text/plain': { schema: { type: 'string' } } } },
        '401': { description: '令牌不对' },
        '404': { description: '生产环境未设置 METRICS_TOKEN' },
      },
    },
  },
  {
    method: 'get',
    path: '/api/openapi.json',
    operation: {
      operationId: 'RAW_OPENAPI_DOCUMENT',
      tags: [RAW_TAG],
      summary: '本 OpenAPI 3.1 文档',
      security: [],
      responses: { '200': { description: 'OpenAPI 文档', content: { 'application/json': { schema: { type: 'object' } } } } },
    },
  },
  {
    method: 'get',
    path: '/api/docs',
    operation: {
      operationId: 'RAW_API_DOCS',
      tags: [RAW_TAG],
      summary: '文档查看器（Swagger UI）',
      security: [],
      responses: { '200': { description: 'HTML 页面', content: { 'text/html': { schema: { type: 'string' } } } } },
    },
  },
];
