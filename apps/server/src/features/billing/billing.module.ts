import type { FeatureModule } from '../../platform/feature-module.ts';
import { scheduleCreditControl } from './credit-control.schedule.ts';
import { scheduleMonthlyRun } from './monthly-run.schedule.ts';

/** The billing cycle of the built-in back office: no operations of its own, the monthly run and credit control. */
export const billingModule: FeatureModule = {
  name: 'billing',
  schedules: (app, deps) => {
    scheduleMonthlyRun(app, deps);
    scheduleCreditControl(app, deps);
  },
};
