import { formatChinaDateTime, parseChinaDateTime } from '@hall/contract/china-time';

// Conversions between what the console's forms show and what the contract carries.

/** Yuan typed in a form (up to 2 decimals) → integer fen. */
export function toFen(yuan: number): number {
  return Math.round(yuan * 100);
}

export function toYuan(fen: number): number {
  return fen / 100;
}

/** ISO time → the value of an <input type="datetime-local">, on the China clock whatever the browser's zone. */
export function toLocalInput(iso: string | null): string {
  return iso ? formatChinaDateTime(new Date(iso), 'minute').replace(' ', 'T') : '';
}

/** The value of an <input type="datetime-local">, a China wall-clock time → ISO time; null when empty. */
export function fromLocalInput(value: string | undefined): string | null {
  return (value && parseChinaDateTime(value)?.toISOString()) || null;
}

/** ISO time → 2024-03-07 08:30:00 in China time. */
export function formatDateTime(iso: string): string {
  return formatChinaDateTime(new Date(iso));
}

/** A random id for one submitted form (crypto.randomUUID needs https; getRandomValues does not). */
export function createRequestId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
