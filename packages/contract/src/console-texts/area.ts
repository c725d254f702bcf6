import type { ContractArea } from '../contract-area.ts';
import { consoleTextsEndpoints } from './endpoints.ts';

export const consoleTextsArea = {
  tag: 'console-texts',
  audience: 'console',
  description: '管理后台（运营人员）：入网协议、客服对话与合作文案',
  endpoints: consoleTextsEndpoints,
} as const satisfies ContractArea<'console'>;
