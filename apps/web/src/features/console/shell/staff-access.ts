import type { Endpoint, StaffRole } from '@hall/contract/operation';
import { staffEndpoints, type StaffOperationName } from '@hall/contract/staff-endpoints';

/**
 * Whether a staff member with these roles may call the operation, read from its `staffRoles` in
 * the contract as the server checks them (admin always; an empty list: every staff member), so
 * the console offers only what the server will answer.
 */
export function canCallStaffOperation(roles: readonly StaffRole[], operation: StaffOperationName): boolean {
  const endpoint: Endpoint = staffEndpoints[operation];
  const allowed = endpoint.staffRoles ?? [];
  return roles.includes('admin') || allowed.length === 0 || allowed.some((role) => roles.includes(role));
}

/** Whether these roles may call every one of the operations (what a page needs to open). */
export function canCallStaffOperations(roles: readonly StaffRole[], operations: readonly StaffOperationName[]): boolean {
  return operations.every((operation) => canCallStaffOperation(roles, operation));
}
