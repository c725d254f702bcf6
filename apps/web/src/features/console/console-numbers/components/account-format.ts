import { formatYuan } from '../../../../shared/lib/format.ts';

/** 500 fen -> "+5.00", -200 -> "-2.00": a change of the balance. */
export function formatSignedYuan(fen: number): string {
  return `${fen > 0 ? '+' : ''}${formatYuan(fen)}`;
}

/** YYYYMM -> 2026年11月. */
export function formatBillMonth(month: string): string {
  return `${month.slice(0, 4)}年${Number(month.slice(4, 6))}月`;
}
