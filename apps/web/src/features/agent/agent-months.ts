/** YYYYMM of the month `monthsBack` before `month` (YYYYMM): pure month arithmetic, no clock. */
export function monthBefore(month: string, monthsBack: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(4, 6)) - 1 - monthsBack;
  return `${Math.floor(index / 12)}${String((index % 12) + 1).padStart(2, '0')}`;
}

/** 202611 → 2026年11月 */
export function monthTitle(month: string): string {
  return `${month.slice(0, 4)}年${Number(month.slice(4, 6))}月`;
}
