// Creates or updates an operator console account from the command line:
//   STAFF_PASSWORD=... npm run staff -- create <username> <display name> <role,role>
// Roles: admin, auditor, service, editor. The password comes from STAFF_PASSWORD (never an argument,
// so it does not land in shell history or the process list).
import { STAFF_ROLES, type StaffRole } from '@hall/contract/operation';
import { loadConfig } from '../config.ts';
import { migrate } from '../db/migrate.ts';
import { openConfiguredDatabase } from '../open-configured-database.ts';
import { upsertStaffUser } from '../domain/staff-users.ts';

const [command, username, displayName, roleList] = process.argv.slice(2);
const password = process.env.STAFF_PASSWORD ?? '';
const roles = (roleList ?? '').split(',').filter(Boolean) as StaffRole[];

if (command !== 'create' || !username || !displayName || roles.length === 0) {
  console.error('Usage: STAFF_PASSWORD=... npm run staff -- create <username> <display name> <role,role>');
  process.exit(2);
}
if (roles.some((role) => !STAFF_ROLES.includes(role))) {
  console.error(`Roles must be among: ${STAFF_ROLES.join(', ')}`);
  process.exit(2);
}
if (password.length < 10) {
  console.error('Set STAFF_PASSWORD to a password of at least 10 characters.');
  process.exit(2);
}

const config = loadConfig();
const database = await openConfiguredDatabase(config);
await migrate(database);
await upsertStaffUser(database.db, { username, displayName, password, roles });
await database.close();
console.warn(`Staff account ${username} (${roles.join(', ')}) is ready.`);
