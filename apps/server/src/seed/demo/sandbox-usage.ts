// The usage profiles of demo numbers: the sandbox's usage simulator generates their daily usage as
// the clock moves. 17012340002 has none: the console's usage journey injects its usage by hand.
import type { UsageProfile } from '@hall/contract/console-sandbox/rules';
import { formatChinaDate } from '@hall/contract/china-time';
import { DAY_MS } from './dates.ts';

const profiles: { phone: string; profile: UsageProfile }[] = [
  { phone: '17012340001', profile: 'normal' },
  { phone: '17012340004', profile: 'heavy' },
  { phone: '17112340006', profile: 'data_only' },
  { phone: '17012340008', profile: 'light' },
  { phone: '17012340009', profile: 'normal' },
];

/** Profiles starting today: the days before are the seeded usage. */
export function buildSandboxUsageDemo(now: Date) {
  const yesterday = formatChinaDate(new Date(now.getTime() - DAY_MS));
  return profiles.map((item) => ({ ...item, simulatedThrough: yesterday }));
}
