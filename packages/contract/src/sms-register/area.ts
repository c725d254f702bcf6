import type { ContractArea } from '../contract-area.ts';
import { smsRegisterEndpoints } from './endpoints.ts';

export const smsRegisterArea = {
  tag: 'sms-register',
  audience: 'hall',
  description: '会员大厅（微信内的用户端）：短信业务登记',
  endpoints: smsRegisterEndpoints,
} as const satisfies ContractArea<'hall'>;
