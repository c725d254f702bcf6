import type { SmsCodeTypeValue } from '@hall/contract/sms/rules';
import { checkMobilePhone, checkSmsCode, type FieldCheck } from '@hall/contract/validators';
import { Button } from 'antd-mobile';
import { useSmsCountdown } from '../hooks/use-sms-countdown.ts';
import { beginLoading } from '../ui/loading-store.ts';
import { showToast } from '../ui/toast.ts';
import { readText, type HallFormInstance } from './hall-form.tsx';
import type { FormCheck } from './field-rules.ts';
import { TextField } from './text-field.tsx';

interface SmsCodeFieldsProps<Values extends { phone: string; code: string }> {
  form: HallFormInstance<Values>;
  smsType: SmsCodeTypeValue;
  /** The phone's check on submit. */
  phoneCheck?: FormCheck;
  /** The phone's check before a code is sent, where the spec words it apart from the submit's. */
  sendPhoneCheck?: FieldCheck;
  codeCheck?: FormCheck;
  phonePlaceholder?: string;
  isPhoneReadOnly?: boolean;
  isPhoneClearable?: boolean;
  /** The overlay's text while the code is being sent, where the page's spec shows one. */
  sendingText?: string;
}

/**
 * The phone and SMS code rows of a hall form (values `phone` and `code`): 获取验证码 checks the
 * phone alone (its first failure toasted like the form's), sends the code of the page's type and counts down.
 */
export function SmsCodeFields<Values extends { phone: string; code: string }>({
  form,
  smsType,
  phoneCheck = checkMobilePhone,
  sendPhoneCheck = checkMobilePhone,
  codeCheck = checkSmsCode,
  phonePlaceholder = '请输入手机号',
  isPhoneReadOnly = false,
  isPhoneClearable,
  sendingText,
}: SmsCodeFieldsProps<Values>) {
  const countdown = useSmsCountdown();

  const sendCode = async () => {
    const phone = readText(form.getFieldValue('phone'));
    const problem = sendPhoneCheck(phone);
    if (problem) {
      showToast(problem);
      return;
    }
    const endLoading = sendingText ? beginLoading(sendingText) : undefined;
    try {
      await countdown.send(phone, smsType);
    } finally {
      endLoading?.();
    }
  };

  return (
    <>
      <TextField
        name="phone"
        label="手机号"
        kind="phone"
        placeholder={phonePlaceholder}
        check={phoneCheck}
        isReadOnly={isPhoneReadOnly}
        isClearable={isPhoneClearable}
      />
      <TextField
        name="code"
        label="验证码"
        kind="code"
        placeholder="请输入验证码"
        check={codeCheck}
        extra={
          <Button size="small" color="primary" fill="none" disabled={countdown.isDisabled} onClick={() => void sendCode()} aria-label={countdown.label}>
            {countdown.label}
          </Button>
        }
      />
    </>
  );
}
