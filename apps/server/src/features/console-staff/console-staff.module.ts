import type { consoleStaffEndpoints } from '@hall/contract/console-staff/endpoints';
import type { FeatureModule } from '../../platform/feature-module.ts';
import {
  createStaffAccount,
  endStaffSession,
  readStaffAccounts,
  readStaffSessions,
  resetStaffPassword,
  resetStaffTotp,
  setStaffDisabled,
  setStaffRoles,
} from './staff-accounts.service.ts';
import { confirmTotp, enrolTotp } from './staff-totp.service.ts';

// 员工账号 (admin) and every member's own second factor's enrolment.
export const consoleStaffModule: FeatureModule<keyof typeof consoleStaffEndpoints> = {
  name: 'console-staff',
  handlers: (deps) => ({
    CONSOLE_STAFF_LIST: () => readStaffAccounts(deps),
    CONSOLE_CREATE_STAFF: ({ staff, input }) => createStaffAccount(deps, staff, input),
    CONSOLE_SET_STAFF_ROLES: ({ staff, input }) => setStaffRoles(deps, staff, input),
    CONSOLE_SET_STAFF_DISABLED: ({ staff, input }) => setStaffDisabled(deps, staff, input),
    CONSOLE_RESET_STAFF_PASSWORD: ({ staff, input }) => resetStaffPassword(deps, staff, input.username),
    CONSOLE_RESET_STAFF_TOTP: ({ staff, input }) => resetStaffTotp(deps, staff, input.username),
    CONSOLE_STAFF_SESSIONS: ({ staff, input }) => readStaffSessions(deps, staff, input.username),
    CONSOLE_END_STAFF_SESSION: ({ staff, input }) => endStaffSession(deps, staff, input),
    CONSOLE_TOTP_ENROL: ({ staff }) => enrolTotp(deps, staff),
    CONSOLE_TOTP_CONFIRM: ({ staff, input }) => confirmTotp(deps, staff, input.code),
  }),
};
