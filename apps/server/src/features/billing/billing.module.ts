import type { FeatureModule } from '../../platform/feature-module.ts';
import { scheduleMonthlyRun } from './monthly-run.schedule.ts';

/** The billing cycle of the built-in back office: no operations of its own, the monthly run. */
export const billingModule: FeatureModule = {
  name: 'billing',
  schedules: scheduleMonthlyRun,
};
