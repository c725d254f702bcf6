import type { ContractArea } from '../contract-area.ts';
import { numberKeepingEndpoints } from './endpoints.ts';

export const numberKeepingArea = {
  tag: 'number-keeping',
  audience: 'hall',
  description: '会员大厅（微信内的用户端）：停机保号与PUK码查询',
  endpoints: numberKeepingEndpoints,
} as const satisfies ContractArea<'hall'>;
