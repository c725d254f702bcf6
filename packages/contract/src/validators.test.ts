import { describe, expect, it } from 'vitest';
import { idLast6Field, idNumberField, mobilePhoneField, smsCodeField } from './fields.ts';
import { checkAll, checkIdLast6, checkIdNumber, checkMobilePhone, checkPattern, checkRequired, checkSmsCode, FieldMessage, rewordCheck } from './validators.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => (result.success ? null : result.error?.issues[0]?.message);

describe('forms and server refuse a field with the same message', () => {
  const cases = [
    {
      check: checkMobilePhone,
      field: mobilePhoneField,
      empty: FieldMessage.PHONE_REQUIRED,
      bad: '1234',
      badMessage: FieldMessage.PHONE_INVALID,
      good: '17012340001',
    },
    {
      check: checkIdNumber,
      field: idNumberField,
      empty: FieldMessage.ID_NUMBER_REQUIRED,
      bad: '11010119900101123',
      badMessage: FieldMessage.ID_NUMBER_INVALID,
      good: '11010119900101123X',
    },
    {
      check: checkIdLast6,
      field: idLast6Field,
      empty: FieldMessage.ID_LAST6_REQUIRED,
      bad: '12345',
      badMessage: FieldMessage.ID_LAST6_INVALID,
      good: '07123x',
    },
    {
      check: checkSmsCode,
      field: smsCodeField,
      empty: FieldMessage.SMS_CODE_REQUIRED,
      bad: '123456789',
      badMessage: FieldMessage.SMS_CODE_INVALID,
      good: '123456',
    },
  ];

  it.each(cases)('$empty / $badMessage', ({ check, field, empty, bad, badMessage, good }) => {
    expect(check('  ')).toBe(empty);
    expect(firstMessage(field.safeParse('  '))).toBe(empty);
    expect(check(bad)).toBe(badMessage);
    expect(firstMessage(field.safeParse(bad))).toBe(badMessage);
    expect(check(` ${good} `)).toBeNull();
    expect(field.parse(` ${good} `)).toBe(good);
  });

  it('a missing field says what to enter', () => {
    expect(firstMessage(mobilePhoneField.safeParse(undefined))).toBe(FieldMessage.PHONE_REQUIRED);
  });
});

describe('checks built from other checks keep one message per refusal', () => {
  it('checkAll answers with the first check that refuses, in order', () => {
    const check = checkAll(
      checkRequired('请填写新密码'),
      checkPattern('请填写新密码', '新密码须为6位数字', (value) => /^\d{6}$/.test(value)),
    );
    expect(check(' ')).toBe('请填写新密码');
    expect(check('12345')).toBe('新密码须为6位数字');
    expect(check('123456')).toBeNull();
  });

  it('rewordCheck speaks a page’s words for the messages it names and keeps the others', () => {
    const check = rewordCheck(checkIdNumber, { [FieldMessage.ID_NUMBER_REQUIRED]: '请输入您的身份证号' });
    expect(check('')).toBe('请输入您的身份证号');
    expect(check('123')).toBe(FieldMessage.ID_NUMBER_INVALID);
    expect(check('11010119900101123X')).toBeNull();
  });
});
