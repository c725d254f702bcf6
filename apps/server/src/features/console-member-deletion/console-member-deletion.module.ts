import type { consoleMemberDeletionEndpoints } from '@hall/contract/console-member-deletion/endpoints';
import type { FeatureModule } from '../../platform/feature-module.ts';
import { executeDeletion, listWaitingDeletions, refuseDeletion } from './member-deletion-queue.service.ts';

/** 删除会员信息 in the console: the requests waiting for service staff, carried out or refused. */
export const consoleMemberDeletionModule: FeatureModule<keyof typeof consoleMemberDeletionEndpoints> = {
  name: 'console-member-deletion',
  handlers: (deps) => ({
    CONSOLE_MEMBER_DELETIONS: () => listWaitingDeletions(deps),
    CONSOLE_MEMBER_DELETION_EXECUTE: ({ staff, input }) => executeDeletion(deps, staff, input),
    CONSOLE_MEMBER_DELETION_REFUSE: ({ staff, input }) => refuseDeletion(deps, staff, input),
  }),
};
