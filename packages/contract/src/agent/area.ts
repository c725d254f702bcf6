import type { ContractArea } from '../contract-area.ts';
import {
  agentCommissionEndpoints,
  agentLoginEndpoints,
  agentRecordsEndpoints,
  agentStockEndpoints,
  fundPoolStatementEndpoints,
  idCardReadingEndpoints,
  openingEndpoints,
  openingPaymentEndpoints,
} from './endpoints.ts';

export const agentLoginArea = {
  tag: 'agent-login',
  audience: 'agent',
  description: '代理商开卡：验证码与登录',
  endpoints: agentLoginEndpoints,
} as const satisfies ContractArea<'agent'>;

export const agentOpeningArea = {
  tag: 'agent-opening',
  audience: 'agent',
  description: '代理商开卡：开卡步骤',
  endpoints: openingEndpoints,
} as const satisfies ContractArea<'agent'>;

export const agentOpeningPaymentArea = {
  tag: 'agent-opening-payment',
  audience: 'agent',
  description: '代理商开卡：开卡支付',
  endpoints: openingPaymentEndpoints,
} as const satisfies ContractArea<'agent'>;

export const agentRecordsArea = {
  tag: 'agent-records',
  audience: 'agent',
  description: '代理商开卡：开卡记录',
  endpoints: agentRecordsEndpoints,
} as const satisfies ContractArea<'agent'>;

export const agentIdCardArea = {
  tag: 'agent-id-card',
  audience: 'agent',
  description: '代理商开卡：身份证识别',
  endpoints: idCardReadingEndpoints,
} as const satisfies ContractArea<'agent'>;

export const agentStockArea = {
  tag: 'agent-stock',
  audience: 'agent',
  description: '代理商开卡：号码库存与预留',
  endpoints: agentStockEndpoints,
} as const satisfies ContractArea<'agent'>;

export const agentFundPoolArea = {
  tag: 'agent-fund-pool',
  audience: 'agent',
  description: '代理商开卡：资金池流水（店长）',
  endpoints: fundPoolStatementEndpoints,
} as const satisfies ContractArea<'agent'>;

export const agentCommissionArea = {
  tag: 'agent-commission',
  audience: 'agent',
  description: '代理商：经销商佣金结算（店长）',
  endpoints: agentCommissionEndpoints,
} as const satisfies ContractArea<'agent'>;

/** The agents' areas, one per server module; the agent client's table (agentEndpoints) holds their operations. */
export const agentAreas = [
  agentLoginArea,
  agentOpeningArea,
  agentOpeningPaymentArea,
  agentRecordsArea,
  agentIdCardArea,
  agentStockArea,
  agentFundPoolArea,
  agentCommissionArea,
] as const;
