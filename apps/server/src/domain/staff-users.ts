import type { StaffRole } from '@hall/contract/operation';
import { hashPassword } from '../platform/password-hashes.ts';
import { clearLoginLockout } from '../platform/login-lockout.ts';
import type { Executor } from '../db/connection.ts';
import { staffUsers } from '../db/schema.ts';

interface StaffAccount {
  username: string;
  displayName: string;
  roles: StaffRole[];
}

/** Creates a console account, or resets its password, name and roles (and ends a lockout). */
export async function upsertStaffUser(db: Executor, account: StaffAccount & { password: string }): Promise<void> {
  await upsertStaffUserWithHash(db, account, await hashPassword(account.password));
}

/** As upsertStaffUser, with the password's hash made already (the demo's accounts share one password, hashed once). */
export async function upsertStaffUserWithHash(db: Executor, account: StaffAccount, passwordHash: string): Promise<void> {
  await db
    .insert(staffUsers)
    .values({ username: account.username, displayName: account.displayName, passwordHash, roles: account.roles })
    .onConflictDoUpdate({
      target: staffUsers.username,
      set: { displayName: account.displayName, passwordHash, roles: account.roles },
    });
  await clearLoginLockout(db, 'staff', account.username);
}
