import { formatChinaDate, formatChinaDateTime } from '@hall/contract/china-time';

// Dates as the hall shows them, on the China clock. Apart from format.ts (money and phones) so the
// first route, which shows no date, does not carry them.

/** ISO time -> 2024-03-07 in China time; empty when it is not a time. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : formatChinaDate(date);
}

/** ISO time -> 2024-03-07 14:05 in China time; empty when it is not a time. */
export function formatMinuteTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : formatChinaDateTime(date, 'minute');
}
