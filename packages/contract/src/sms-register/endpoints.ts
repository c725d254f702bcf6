import type { Endpoint } from '../operation.ts';

// SMS do-not-disturb service (order, industry categories, rejected numbers) and customer feedback.
export const smsRegisterEndpoints = {
  GET_SMSBYPHONE: { method: 'POST', path: '/api/wechat/getSmsByPhone', access: 'bound', loading: true },
  SMSREGISTER: { method: 'POST', path: '/api/wechat/smsRegister', access: 'bound', loading: true },
  QUERY_SMSREGISTER: { method: 'POST', path: '/api/wechat/querySmsRegister', access: 'bound', loading: true },
  CHANGESMS: { method: 'POST', path: '/api/wechat/changeSms', access: 'bound', loading: '提交中...' },
  INSERTUSERAPPEAL: { method: 'POST', path: '/api/wechat/insertUserAppeal', access: 'bound', loading: '提交中...' },
} as const satisfies Record<string, Endpoint>;
