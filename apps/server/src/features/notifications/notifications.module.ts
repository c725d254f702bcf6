import type { FeatureModule } from '../../platform/feature-module.ts';
import { scheduleNotifications } from './notifications.schedule.ts';

/** The notification outbox's worker: no operations, a schedule. */
export const notificationsModule: FeatureModule = {
  name: 'notifications',
  schedules: scheduleNotifications,
};
