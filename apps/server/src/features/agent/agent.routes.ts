import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { findAgentByToken, readAgentToken } from '../../platform/agent-sessions.ts';
import type { HandlerTable } from '../../platform/operations.ts';
import type { PaymentNotificationHandlers } from '../../providers/wechat-pay/payment-notify.ts';
import { AGENT_OPENING_NOTIFY_HANDLER, createAgentService, toProfile } from './agent.service.ts';

type AgentOperation =
  | 'CAPTCHA_IMAGE'
  | 'GET_SESSION'
  | 'AGENT_LOGIN'
  | 'CHECK_WORK_NO_INFO'
  | 'SIM_OR_SERVICE_ID_QUERY'
  | 'QUERY_OPEN_CARD_LOCATION'
  | 'ADD_OPEN_CARD_LOCATION'
  | 'DEL_OPEN_CARD_LOCATION'
  | 'CHECK_ICCID'
  | 'CHECK_PHONE_VALID'
  | 'CHANEL_CHECK'
  | 'APP_COMMON_CHECK'
  | 'CHECK_OFFER_NAME'
  | 'SIGNATURE_UPLOAD'
  | 'UPLOAD_CARD'
  | 'GET_URL'
  | 'GET_BOSS_URL'
  | 'GET_SIMPLE_OR_CARD_NUM'
  | 'DO_CHECK_IDENTITY_CODE_BY_WORK_NO'
  | 'QUERY_SIGN'
  | 'DO_SUBMIT'
  | 'GET_PAY_KIND'
  | 'FUND_POOL_RECHARGE'
  | 'WX_PAY'
  | 'QUERY_ORDER_BY_OUT_TRADE_NO'
  | 'GET_KEY'
  | 'ALI_PAY'
  | 'QUERY_ALI_PAY'
  | 'GET_ONLINE_SALE_RESOURCE'
  | 'GET_ONLINE_SALE_RESOURCE_ID_CARD';

export function createAgentHandlers(deps: AppDeps): HandlerTable<AgentOperation> {
  const agentService = createAgentService(deps);
  return {
    CAPTCHA_IMAGE: ({ input }) => agentService.createCaptchaImage(input.randomStr),
    GET_SESSION: ({ input }) => agentService.getSession(input),
    AGENT_LOGIN: ({ input }) => agentService.logIn(input),
    CHECK_WORK_NO_INFO: async ({ agent }) => toProfile(agent),
    SIM_OR_SERVICE_ID_QUERY: ({ agent, input, request }) => agentService.queryNumber(agent, input, request.ip),
    QUERY_OPEN_CARD_LOCATION: ({ agent, input }) => agentService.queryRecord(agent, input.uimId),
    ADD_OPEN_CARD_LOCATION: ({ agent, input }) => agentService.saveRecord(agent, input),
    DEL_OPEN_CARD_LOCATION: ({ agent, input }) => agentService.deleteRecord(agent, input.uimId),
    CHECK_ICCID: ({ agent, input }) => agentService.checkIccid(agent, input),
    CHECK_PHONE_VALID: ({ agent, input }) => agentService.checkPhoneValid(agent, input),
    CHANEL_CHECK: ({ agent, input }) => agentService.checkChannel(agent, input.serviceId),
    APP_COMMON_CHECK: ({ agent, input }) => agentService.checkCommon(agent, input.serviceId),
    CHECK_OFFER_NAME: ({ agent, input }) => agentService.checkOffer(agent, input),
    SIGNATURE_UPLOAD: ({ agent, input }) => agentService.uploadSignature(agent, input),
    UPLOAD_CARD: ({ agent, input }) => agentService.uploadTogetherPhoto(agent, input),
    GET_URL: ({ agent, input }) => agentService.startRealName(agent, input),
    GET_BOSS_URL: ({ agent, input }) => agentService.startRealName(agent, input),
    GET_SIMPLE_OR_CARD_NUM: ({ agent, input }) => agentService.readRealNameResult(agent, input),
    DO_CHECK_IDENTITY_CODE_BY_WORK_NO: ({ input }) => agentService.checkIdentityCode(input.identityCode),
    QUERY_SIGN: async ({ agent, input }) => agentService.createSign(agent, input.serviceId),
    DO_SUBMIT: ({ agent, input }) => agentService.submit(agent, input),
    GET_PAY_KIND: ({ agent, input }) => agentService.readPayKind(agent, input.phoneNumber),
    FUND_POOL_RECHARGE: ({ agent, input }) => agentService.payFromFundPool(agent, input),
    WX_PAY: ({ agent, input }) => agentService.payByWechat(agent, input),
    QUERY_ORDER_BY_OUT_TRADE_NO: ({ agent, input }) => agentService.queryOrder(agent, input.outTradeNo),
    GET_KEY: async () => ({ key: deps.config.MAPS_KEY }),
    ALI_PAY: () => agentService.refuseAliPay(),
    QUERY_ALI_PAY: () => agentService.refuseAliPay(),
    GET_ONLINE_SALE_RESOURCE: ({ agent, input }) => agentService.readSaleResource(agent, input.id),
    GET_ONLINE_SALE_RESOURCE_ID_CARD: ({ input }) => agentService.checkIdentityCode(input.identityCode),
  };
}

/** WeChat Pay notifications of opening fees. */
export function createAgentPaymentHandlers(deps: AppDeps): PaymentNotificationHandlers {
  const agentService = createAgentService(deps);
  return { [AGENT_OPENING_NOTIFY_HANDLER]: (payment) => agentService.settleWechatNotification(payment) };
}

/** Uploaded signatures and photos: private, served only to agents of the dealer that uploaded them. */
export function registerAgentFileRoute(app: FastifyInstance, deps: AppDeps): void {
  const agentService = createAgentService(deps);
  app.get<{ Params: { id: string } }>('/api/gzh/files/:id', async (request, reply) => {
    const token = readAgentToken(request);
    const agent = token ? await findAgentByToken(deps.db, token, deps.now()) : null;
    if (!agent) {
      return reply.code(200).send({ code: -101, msg: '登录已失效，请重新登录' });
    }
    const upload = /^[\w-]{20,64}$/.test(request.params.id) ? await agentService.readUpload(agent, request.params.id) : null;
    if (!upload) {
      return reply.code(404).send({ code: -100, msg: '文件不存在' });
    }
    return reply
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', 'inline')
      .type(upload.mime)
      .send(upload.bytes);
  });
}
