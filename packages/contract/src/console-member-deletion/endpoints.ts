import type { Endpoint } from '../operation.ts';

// 删除会员信息 in the console (service staff; admin passes): the members' deletion requests that wait
// because something is in progress, with the member masked and what still blocks each. Staff carry
// one out (refused while a blocker remains) or refuse it with a reason the member then sees; each
// decision is in 操作日志.
export const consoleMemberDeletionEndpoints = {
  CONSOLE_MEMBER_DELETIONS: { method: 'POST', path: '/api/console/memberDeletions', access: 'staff', staffRoles: ['service'] },
  CONSOLE_MEMBER_DELETION_EXECUTE: { method: 'POST', path: '/api/console/memberDeletionExecute', access: 'staff', staffRoles: ['service'], loading: true },
  CONSOLE_MEMBER_DELETION_REFUSE: { method: 'POST', path: '/api/console/memberDeletionRefuse', access: 'staff', staffRoles: ['service'], loading: true },
} as const satisfies Record<string, Endpoint>;
