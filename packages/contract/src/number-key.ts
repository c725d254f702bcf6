// How records name their number (zod-free, small enough for the hall's first route). Once a number
// went back to the pool, its former owner's records are kept under `<phone>#<n>`: the number and
// the owner's place in its history (1 for the first), apart from a new owner's under the number.

export function formerOwnerKey(phone: string, tenure: number): string {
  return `${phone}#${tenure}`;
}

/** The number a record belongs to, and the former owner's place when it is one of theirs. */
export function readNumberKey(key: string): { phone: string; formerOwner: number | null } {
  const match = /^(\d{11})#(\d+)$/.exec(key);
  return match?.[1] ? { phone: match[1], formerOwner: Number(match[2]) } : { phone: key, formerOwner: null };
}

/** 13812345678 -> 138****5678; a former owner's records also say whose: 138****5678（第1任机主）. */
export function maskPhone(key: string): string {
  const { phone, formerOwner } = readNumberKey(key);
  const masked = phone.length === 11 ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone;
  return formerOwner === null ? masked : `${masked}（第${formerOwner}任机主）`;
}
