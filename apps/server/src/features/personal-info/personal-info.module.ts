import type { personalInfoEndpoints } from '@hall/contract/personal-info/endpoints';
import type { FeatureModule } from '../../platform/feature-module.ts';
import { readDeletionState, requestDeletion, requestUnboundDeletion } from './deletion.service.ts';
import { scheduleJob } from '../../platform/jobs/job-schedule.ts';
import { personalInfoCopyJob } from './copy-job.ts';
import { downloadCopy, readCopies, requestCopy } from './copy.service.ts';
import { readPersonalInfo } from './personal-info.service.ts';
import { correctProfile } from './profile-correction.service.ts';

/** How often the pass retries copies that failed (or that a stopped process left). */
const COPY_PASS_INTERVAL_MS = 15 * 1000;

export const personalInfoModule: FeatureModule<keyof typeof personalInfoEndpoints> = {
  name: 'personal-info',
  handlers: (deps) => ({
    PERSONAL_INFO: ({ member }) => readPersonalInfo(deps, member),
    PERSONAL_INFO_CORRECT: ({ member, input }) => correctProfile(deps, member, input),
    PERSONAL_INFO_DELETION: ({ member }) => readDeletionState(deps, member),
    PERSONAL_INFO_DELETE: ({ member, input }) => requestDeletion(deps, member, input),
    PERSONAL_INFO_DELETE_UNBOUND: ({ member }) => requestUnboundDeletion(deps, member),
    PERSONAL_INFO_COPIES: ({ member }) => readCopies(deps, member),
    PERSONAL_INFO_COPY_REQUEST: ({ member, input, request }) => requestCopy(deps, member, input, request.log),
    PERSONAL_INFO_COPY_DOWNLOAD: ({ member, input, reply }) => downloadCopy(deps, member, input, reply),
  }),
  schedules: (app, deps) => scheduleJob(app, deps, personalInfoCopyJob, COPY_PASS_INTERVAL_MS),
};
