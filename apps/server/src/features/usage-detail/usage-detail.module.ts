import type { usageDetailEndpoints } from '@hall/contract/usage-detail/endpoints';
import type { FeatureModule } from '../../platform/feature-module.ts';
import { scheduleJob } from '../../platform/jobs/job-schedule.ts';
import { usageDetailMailJob } from './usage-detail-mail.ts';
import { listDetailRecords, readDetailStatus, readUsageChart, requestDetailMail, unlockDetail } from './usage-detail.service.ts';

/** How often the pass retries detail mails a mail server refused (or a stopped process left). */
const MAIL_PASS_INTERVAL_MS = 15 * 1000;

// The usage chart of /setMeal and the call and SMS detail (详单) with its PDF by e-mail.
export const usageDetailModule: FeatureModule<keyof typeof usageDetailEndpoints> = {
  name: 'usage-detail',
  handlers: (deps) => ({
    USAGE_CHART: ({ member }) => readUsageChart(deps, member),
    USAGE_DETAIL_STATUS: ({ member }) => readDetailStatus(deps, member),
    USAGE_DETAIL_UNLOCK: ({ member, input }) => unlockDetail(deps, member, input),
    USAGE_DETAIL_RECORDS: ({ member, input }) => listDetailRecords(deps, member, input),
    USAGE_DETAIL_MAIL: ({ member, input, request }) => requestDetailMail(deps, member, input, request.log),
  }),
  schedules: (app, deps) => scheduleJob(app, deps, usageDetailMailJob, MAIL_PASS_INTERVAL_MS),
};
