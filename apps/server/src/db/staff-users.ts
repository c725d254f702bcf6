import type { StaffRole } from '@hall/contract/operation';
import { hashPassword } from '../platform/password-hashes.ts';
import { clearLoginLockout } from '../platform/login-lockout.ts';
import type { Executor } from './connection.ts';
import { staffUsers } from './schema.ts';

/** Creates a console account, or resets its password, name and roles (and ends a lockout). */
export async function upsertStaffUser(db: Executor, account: { username: string; displayName: string; password: string; roles: StaffRole[] }): Promise<void> {
  const passwordHash = await hashPassword(account.password);
  await db
    .insert(staffUsers)
    .values({ username: account.username, displayName: account.displayName, passwordHash, roles: account.roles })
    .onConflictDoUpdate({
      target: staffUsers.username,
      set: { displayName: account.displayName, passwordHash, roles: account.roles },
    });
  await clearLoginLockout(db, 'staff', account.username);
}
