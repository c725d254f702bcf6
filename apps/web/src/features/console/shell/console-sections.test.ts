import { SANDBOX_SYSTEMS } from '@hall/contract/console-sandbox/rules';
import { STAFF_ROLES, type Endpoint, type StaffRole } from '@hall/contract/operation';
import { staffEndpoints, type StaffOperationName } from '@hall/contract/staff-endpoints';
import { describe, expect, it } from 'vitest';
import { CONSOLE_GROUPS, isSectionOpen, listOpenGroups } from './console-sections.ts';
import { canCallStaffOperation } from './staff-access.ts';

// The console's menu takes each section's roles from the contract: a section is offered to whoever
// the server lets call the operations its page opens with, and to nobody else. The page-level
// permissions (record a refund, lift a loss report, reverse an invoice, top up a fund pool) are the
// roles of the operation each one gates.

const SECTIONS = CONSOLE_GROUPS.flatMap((group) => group.sections);
const ROLE_SETS: StaffRole[][] = [[], ...STAFF_ROLES.map((role) => [role]), ['service', 'auditor']];
const EVERY_SANDBOX = [...SANDBOX_SYSTEMS];

/** The server's check of an operation's roles (platform/staff-sessions.ts hasStaffRole), read from the contract. */
function isAllowedByContract(operation: StaffOperationName, roles: StaffRole[]): boolean {
  const endpoint: Endpoint = staffEndpoints[operation];
  const named = endpoint.staffRoles ?? [];
  return roles.includes('admin') || named.length === 0 || named.some((role) => roles.includes(role));
}

function listOpenPaths(roles: StaffRole[]): string[] {
  return listOpenGroups({ roles, sandboxSystems: EVERY_SANDBOX }).flatMap((group) => group.sections.map((section) => section.path));
}

describe('the console menu', () => {
  it('names for every section the staff operations its page opens with', () => {
    for (const section of SECTIONS) {
      expect(section.operations.length, section.title).toBeGreaterThan(0);
      for (const operation of section.operations) {
        expect(staffEndpoints[operation].access, `${section.title}: ${operation}`).toBe('staff');
      }
    }
  });

  it("offers a section to exactly the roles its operations' staffRoles allow", () => {
    for (const section of SECTIONS) {
      for (const roles of ROLE_SETS) {
        const isAllowed = section.operations.every((operation) => isAllowedByContract(operation, roles));
        expect(isSectionOpen(section, { roles, sandboxSystems: EVERY_SANDBOX }), `${section.title} for [${roles.join(', ')}]`).toBe(isAllowed);
      }
    }
  });

  it('gives each role the sections it has always had', () => {
    const sandbox = ['outbox', 'mail', 'sandbox'];
    expect(listOpenPaths(['admin'])).toEqual(SECTIONS.map((section) => section.path));
    expect(listOpenPaths(['auditor'])).toEqual(['', 'review', 'customers', 'numbers', 'audit-log', 'member-actions', 'invoices', ...sandbox]);
    expect(listOpenPaths(['service'])).toEqual([
      '',
      'board',
      'customers',
      'numbers',
      'real-name',
      'service',
      'member-deletions',
      'marked-numbers',
      'invoices',
      ...sandbox,
    ]);
    expect(listOpenPaths(['editor'])).toEqual([
      '',
      'recharge-products',
      'agent-offers',
      'banners',
      'activities',
      'points-products',
      'points-rules',
      'packages',
      'caller-packages',
      'stores',
      'notice',
      'agreements',
      'online-service',
      'cooperation',
      ...sandbox,
    ]);
  });

  it('gates the actions inside a page by the roles of the operation each one calls', () => {
    const rolesThatMay = (operation: StaffOperationName) => STAFF_ROLES.filter((role) => canCallStaffOperation([role], operation));
    expect(rolesThatMay('CONSOLE_REFUND_PAID')).toEqual(['admin']);
    expect(rolesThatMay('CONSOLE_LIFT_LOSS_REPORT')).toEqual(['admin', 'service']);
    expect(rolesThatMay('CONSOLE_REVERSE_INVOICE')).toEqual(['admin']);
    expect(rolesThatMay('CONSOLE_FUND_POOL_TOP_UP')).toEqual(['admin']);
  });
});
