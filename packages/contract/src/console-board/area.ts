import type { ContractArea } from '../contract-area.ts';
import { consoleBoardEndpoints } from './endpoints.ts';

export const consoleBoardArea = {
  tag: 'console-board',
  audience: 'console',
  description: '管理后台（运营人员）：留言板管理',
  endpoints: consoleBoardEndpoints,
} as const satisfies ContractArea<'console'>;
