import type { ContractArea } from '../contract-area.ts';
import { smsEndpoints } from './endpoints.ts';

export const smsArea = {
  tag: 'sms',
  audience: 'hall',
  description: '会员大厅（微信内的用户端）：短信验证码',
  endpoints: smsEndpoints,
} as const satisfies ContractArea<'hall'>;
