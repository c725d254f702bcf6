/** 13812345678 -> 138****5678 */
export function maskPhone(phone: string): string {
  return phone.length === 11 ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone;
}

const PHONE_IN_TEXT = /(?<!\d)(1[3-9]\d)\d{4}(\d{4})(?!\d)/g;

/** Every mobile number within a text masked: 尾号 stays, 138****5678. */
export function maskPhonesInText(text: string): string {
  return text.replace(PHONE_IN_TEXT, '$1****$2');
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
