export { maskPhone } from '@hall/contract/number-key';

/**
 * A sender's number masked in the middle, whatever its length: 13812345678 -> 138****5678,
 * 10690000123 -> 106****0123, 95588 -> 95*88, 110 -> 1*0.
 */
export function maskNumberMiddle(number: string): string {
  if (number.length >= 7) {
    return `${number.slice(0, 3)}****${number.slice(-4)}`;
  }
  const kept = number.length <= 4 ? 1 : 2;
  return `${number.slice(0, kept)}${'*'.repeat(Math.max(1, number.length - 2 * kept))}${number.slice(-kept)}`;
}

/** A UUID (Tencent Cloud's RequestId, our own request ids): an identifier to keep whole, whatever digits it holds. */
export const UUID_PATTERN = /(?<![\dA-Fa-f-])[\dA-Fa-f]{8}-[\dA-Fa-f]{4}-[\dA-Fa-f]{4}-[\dA-Fa-f]{4}-[\dA-Fa-f]{12}(?![\dA-Fa-f-])/;

// The UUID is matched first and kept: its last group of 12 hex digits can hold eleven digits that
// look like a mobile number.
const UUID_OR_PHONE_IN_TEXT = new RegExp(`${UUID_PATTERN.source}|(?<!\\d)(1[3-9]\\d)\\d{4}(\\d{4})(?!\\d)`, 'g');

/** Every mobile number within a text masked: 尾号 stays, 138****5678; UUIDs stay whole. */
export function maskPhonesInText(text: string): string {
  return text.replace(UUID_OR_PHONE_IN_TEXT, (match, head?: string, tail?: string) => (head && tail ? `${head}****${tail}` : match));
}

/** 110101199001011234 -> 1101**********1234 */
export function maskIdNumber(idNumber: string): string {
  if (idNumber.length < 8) {
    return '*'.repeat(idNumber.length);
  }
  return `${idNumber.slice(0, 4)}${'*'.repeat(idNumber.length - 8)}${idNumber.slice(-4)}`;
}

/** 张三丰 -> 张** */
export function maskName(name: string): string {
  return name.length <= 1 ? name : `${name.slice(0, 1)}${'*'.repeat(name.length - 1)}`;
}

/** zhang.san@example.com -> z***@example.com: the first letter and the domain kept. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) {
    return '*'.repeat(Math.max(email.length, 3));
  }
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}
