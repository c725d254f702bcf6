/** 1234 fen -> "12.34" */
export function formatYuan(fen: number): string {
  return (fen / 100).toFixed(2);
}

/** 1500 fen -> "15", 1550 -> "15.5": for prices on product tiles. */
export function formatYuanShort(fen: number): string {
  return String(Number((fen / 100).toFixed(2)));
}

/** ISO time -> 2024-03-07 in China time. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) {
    return '';
  }
  return date.toLocaleDateString('zh-CN', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' }).replace(/\//g, '-');
}

/** ISO time -> 2024-03-07 14:05 in China time. */
export function formatMinuteTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) {
    return '';
  }
  const parts = new Intl.DateTimeFormat('zh-CN', {
    timeZone: 'Asia/Shanghai',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).formatToParts(date);
  const part = (type: string) => parts.find((item) => item.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}

export function maskPhone(phone: string): string {
  return phone.length === 11 ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone;
}

/** What a digits-only field keeps of a typed or pasted value. */
export const keepDigits = (value: string) => value.replace(/\D/g, '');
