import { findDaysBefore } from './dates.ts';

/** 王芳 has already ordered the SMS do-not-disturb service and registered a few things. */
const smsRegistrations = [{ phone: '17012340003', orderedMonthsAgo: 2, categoryCodes: ['01', '04'], rejectedNumbers: ['10690000123', '95500111'] }];

/** The registrations, ordered `orderedMonthsAgo` times 30 days back. */
export function buildSmsRegisterDemo(now: Date) {
  return {
    smsRegistrations: smsRegistrations.map(({ orderedMonthsAgo, ...registration }) => ({
      ...registration,
      orderedAt: findDaysBefore(now, orderedMonthsAgo * 30),
    })),
  };
}
