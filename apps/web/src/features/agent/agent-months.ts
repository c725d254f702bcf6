/** YYYYMM of the China month `monthsBack` before the one containing `now` (the server's months are China months). */
export function chinaMonthBefore(now: Date, monthsBack: number): string {
  const china = new Date(now.getTime() + 8 * 3600 * 1000);
  const index = china.getUTCFullYear() * 12 + china.getUTCMonth() - monthsBack;
  return `${Math.floor(index / 12)}${String((index % 12) + 1).padStart(2, '0')}`;
}

/** 202611 → 2026年11月 */
export function monthTitle(month: string): string {
  return `${month.slice(0, 4)}年${Number(month.slice(4, 6))}月`;
}
