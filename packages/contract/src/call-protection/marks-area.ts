import type { ContractArea } from '../contract-area.ts';
import { callProtectionMarksEndpoints } from './marks-endpoints.ts';

export const callProtectionMarksArea = {
  tag: 'call-protection-marks',
  audience: 'console',
  description: '管理后台（客服）：标记号码（推销、诈骗、骚扰），骚扰拦截按类别拦截它们',
  endpoints: callProtectionMarksEndpoints,
} as const satisfies ContractArea<'console'>;
