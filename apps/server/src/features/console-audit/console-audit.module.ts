import type { consoleAuditEndpoints } from '@hall/contract/console-audit/endpoints';
import type { FeatureModule } from '../../platform/feature-module.ts';
import { readAuditLog } from './console-audit.service.ts';
import { readMemberActions } from './member-actions.service.ts';

export const consoleAuditModule: FeatureModule<keyof typeof consoleAuditEndpoints> = {
  name: 'console-audit',
  handlers: (deps) => ({
    CONSOLE_AUDIT_LOG: ({ input }) => readAuditLog(deps, input),
    CONSOLE_MEMBER_ACTIONS: ({ input }) => readMemberActions(deps, input),
  }),
};
