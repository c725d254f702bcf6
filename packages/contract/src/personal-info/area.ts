import type { ContractArea } from '../contract-area.ts';
import { personalInfoEndpoints } from './endpoints.ts';

export const personalInfoArea = {
  tag: 'personal-info',
  audience: 'hall',
  description: '个人信息管理：运营方保存的您的个人信息、来源和保存期限',
  endpoints: personalInfoEndpoints,
} as const satisfies ContractArea<'hall'>;
