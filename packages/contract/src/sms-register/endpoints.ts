import { NUMBER_STEP, SERVICE_MESSAGE } from '../rate-limits.ts';
import type { Endpoint } from '../operation.ts';

// SMS do-not-disturb service (order, industry categories, rejected numbers) and customer feedback.
export const smsRegisterEndpoints = {
  GET_SMSBYPHONE: { method: 'POST', path: '/api/wechat/getSmsByPhone', access: 'bound', loading: true, limits: NUMBER_STEP },
  SMSREGISTER: { method: 'POST', path: '/api/wechat/smsRegister', access: 'bound', loading: true, limits: NUMBER_STEP },
  QUERY_SMSREGISTER: { method: 'POST', path: '/api/wechat/querySmsRegister', access: 'bound', loading: true, limits: NUMBER_STEP },
  CHANGESMS: { method: 'POST', path: '/api/wechat/changeSms', access: 'bound', loading: '提交中...', limits: NUMBER_STEP },
  /** 拦截记录: the messages the registration intercepted in the last 30 days, newest first (added). */
  SMS_INTERCEPTIONS: { method: 'POST', path: '/api/wechat/smsInterceptions', access: 'bound', limits: NUMBER_STEP },
  INSERTUSERAPPEAL: { method: 'POST', path: '/api/wechat/insertUserAppeal', access: 'bound', loading: '提交中...', limits: SERVICE_MESSAGE },
} as const satisfies Record<string, Endpoint>;
