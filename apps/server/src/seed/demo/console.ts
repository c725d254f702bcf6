/** The demo account whose decisions the seeded history's review decisions are. */
export const DEMO_AUDITOR = 'auditor';

/** Demo operator console accounts, one per role (password from DEMO_STAFF_PASSWORD). */
const staffAccounts = [
  { username: 'admin', displayName: '系统管理员', roles: ['admin' as const] },
  { username: DEMO_AUDITOR, displayName: '审核员小陈', roles: ['auditor' as const] },
  { username: 'service', displayName: '客服小王', roles: ['service' as const] },
  { username: 'editor', displayName: '运营小李', roles: ['editor' as const] },
];

export function buildConsoleDemo() {
  return { staffAccounts };
}
