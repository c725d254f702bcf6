import { chinaDaysBetween, isChinaDate } from './china-time.ts';

// The range of China days a console CSV export covers (both days included), shared by every export
// and its form (zod-free).

/** An export covers at most this many China days. */
export const EXPORT_DAYS_MAX = 366;

export const ExportMessage = {
  DAY_REQUIRED: '请选择日期',
  RANGE_INVALID: `导出日期范围须在${EXPORT_DAYS_MAX}天以内，且开始日期不晚于结束日期`,
  FAILED: '导出失败，请稍后重试',
} as const;

/** Both days real China days, the first not after the last, within EXPORT_DAYS_MAX days. */
export function isExportRange(from: string, to: string): boolean {
  if (!isChinaDate(from) || !isChinaDate(to)) {
    return false;
  }
  const days = chinaDaysBetween(from, to);
  return days >= 0 && days < EXPORT_DAYS_MAX;
}
