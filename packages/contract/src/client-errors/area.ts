import type { ContractArea } from '../contract-area.ts';
import { clientErrorsEndpoints } from './endpoints.ts';

// Every web app (hall, agents, console) reports through it with an anonymous client of its own;
// the area is filed with the hall's.
export const clientErrorsArea = {
  tag: 'client-errors',
  audience: 'hall',
  description: '网页（大厅、代理商、管理后台）上报自身未捕获的错误',
  endpoints: clientErrorsEndpoints,
} as const satisfies ContractArea<'hall'>;
