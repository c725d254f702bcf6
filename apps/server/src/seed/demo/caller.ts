// Caller services of the built-in back office and the ones demo numbers already have.
import { CallType } from '@hall/contract/caller/rules';
import type { CatalogueCallerPackage } from '../../boss/package-catalogue-boss.ts';
import { findMonthsAgo } from './dates.ts';

/** Caller services of the built-in back office (fees in fen; 订购呼转 is free), written by the console's catalogue functions. */
const callerPackages: CatalogueCallerPackage[] = [
  {
    id: 'CALLER_REMIND',
    callType: CallType.REMIND,
    title: '来电提醒',
    detail: '关机、无信号或通话中错过的来电，开机或恢复信号后以短信告知来电号码和时间，不错过任何重要来电。',
    monthlyFeeFen: 200,
    sortOrder: 1,
  },
  {
    id: 'CALLER_DISPLAY',
    callType: CallType.DISPLAY,
    title: '来电显示',
    detail: '来电时在手机屏幕上显示主叫号码，方便您识别来电、拒接骚扰电话。',
    monthlyFeeFen: 600,
    sortOrder: 2,
  },
  {
    id: 'CALLER_FORWARD',
    callType: CallType.FORWARD,
    title: '订购呼转',
    detail: '将打给本机的来电转接到您指定的手机号码上，出差、换机时也不漏接来电。呼转接通后按主叫通话计费。',
    monthlyFeeFen: 0,
    sortOrder: 3,
  },
];

/** Caller services some demo numbers already have, ordered that many months ago. */
const callerSubscriptions = [{ phone: '17012340001', packageId: 'CALLER_DISPLAY', orderedMonthsAgo: 12 }];

export function buildCallerDemo(now: Date) {
  return {
    callerPackages,
    callerSubscriptions: callerSubscriptions.map((item) => ({ ...item, orderedAt: findMonthsAgo(now, item.orderedMonthsAgo) })),
  };
}
