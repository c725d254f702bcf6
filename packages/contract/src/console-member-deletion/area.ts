import type { ContractArea } from '../contract-area.ts';
import { consoleMemberDeletionEndpoints } from './endpoints.ts';

export const consoleMemberDeletionArea = {
  tag: 'console-member-deletion',
  audience: 'console',
  description: '管理后台（客服）：等待处理的删除会员信息申请，执行删除或驳回',
  endpoints: consoleMemberDeletionEndpoints,
} as const satisfies ContractArea<'console'>;
