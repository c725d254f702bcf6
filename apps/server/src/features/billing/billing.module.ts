import type { FeatureModule } from '../../platform/feature-module.ts';
import { scheduleJob } from '../../platform/jobs/job-schedule.ts';
import { commissionShareJob } from './commission-share-job.ts';
import { scheduleCreditControl } from './credit-control.schedule.ts';
import { scheduleMonthlyRun } from './monthly-run.schedule.ts';

/** The shares of a closed month are appended within a few minutes of its run. */
const COMMISSION_SHARE_PASS_MS = 60_000;

/** The billing cycle of the built-in back office: no operations of its own, the monthly run, credit control and the commission shares of closed months. */
export const billingModule: FeatureModule = {
  name: 'billing',
  schedules: (app, deps) => {
    scheduleMonthlyRun(app, deps);
    scheduleCreditControl(app, deps);
    scheduleJob(app, deps, commissionShareJob, COMMISSION_SHARE_PASS_MS);
  },
};
