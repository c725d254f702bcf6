import { formatChinaDate, formatChinaDateTime } from '@hall/contract/china-time';

/** 1234 fen -> "12.34" */
export function formatYuan(fen: number): string {
  return (fen / 100).toFixed(2);
}

/** 1500 fen -> "15", 1550 -> "15.5": for prices on product tiles. */
export function formatYuanShort(fen: number): string {
  return String(Number((fen / 100).toFixed(2)));
}

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

export function maskPhone(phone: string): string {
  return phone.length === 11 ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone;
}

/** What a digits-only field keeps of a typed or pasted value. */
export const keepDigits = (value: string) => value.replace(/\D/g, '');
