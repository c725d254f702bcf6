// Months and days as people write them (YYYYMM, YYYY-MM-DD, 2026年3月): pure text and month
// arithmetic, no clock. Apart from china-time.ts so that a page showing a date does not carry them.

/** YYYYMM of the month `monthsBack` before a YYYYMM month (after it when negative). */
export function monthBefore(month: string, monthsBack: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(4, 6)) - 1 - monthsBack;
  return `${Math.floor(index / 12)}${String((index % 12) + 1).padStart(2, '0')}`;
}

/** 202603 → 2026年3月; padded, as invoices print fee months: 2026年03月. */
export function formatMonthTitle(month: string, style: 'plain' | 'padded' = 'plain'): string {
  const number = month.slice(4, 6);
  return `${month.slice(0, 4)}年${style === 'padded' ? number : Number(number)}月`;
}

/** 2026-01-05 → 2026年1月5日; padded, as printed forms write it: 2026年01月05日. */
export function formatDateTitle(date: string, style: 'plain' | 'padded' = 'plain'): string {
  const [year, month = '', day = ''] = date.split('-');
  return style === 'padded' ? `${year}年${month}月${day}日` : `${year}年${Number(month)}月${Number(day)}日`;
}
