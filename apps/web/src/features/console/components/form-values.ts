// Conversions between what the console's forms show and what the contract carries.

/** Yuan typed in a form (up to 2 decimals) → integer fen. */
export function toFen(yuan: number): number {
  return Math.round(yuan * 100);
}

export function toYuan(fen: number): number {
  return fen / 100;
}

/** ISO time → the value of an <input type="datetime-local"> in the browser's zone. */
export function toLocalInput(iso: string | null): string {
  if (!iso) {
    return '';
  }
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

/** The value of an <input type="datetime-local"> → ISO time; null when empty. */
export function fromLocalInput(value: string | undefined): string | null {
  return value ? new Date(value).toISOString() : null;
}

/** ISO time → 2024-03-07 08:30 in China time. */
export function formatDateTime(iso: string): string {
  return new Date(iso).toLocaleString('zh-CN', { timeZone: 'Asia/Shanghai', hour12: false });
}

/** A random id for one submitted form (crypto.randomUUID needs https; getRandomValues does not). */
export function createRequestId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
