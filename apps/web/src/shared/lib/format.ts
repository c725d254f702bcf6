export { formatYuan } from '@hall/contract/money';

/** 1500 fen -> "15", 1550 -> "15.5": for prices on product tiles. */
export function formatYuanShort(fen: number): string {
  return String(Number((fen / 100).toFixed(2)));
}

/** What a digits-only field keeps of a typed or pasted value. */
export const keepDigits = (value: string) => value.replace(/\D/g, '');
