import { FieldLimit } from '@hall/contract/validators';
import { Button, Form, Input } from 'antd-mobile';
import type { useSmsCountdown } from '../hooks/use-sms-countdown.ts';
import { keepDigits } from '../lib/format.ts';

interface PhoneCodeFieldsProps {
  phone: string;
  code: string;
  onPhoneChange: (phone: string) => void;
  onCodeChange: (code: string) => void;
  countdown: ReturnType<typeof useSmsCountdown>;
  onSendCode: () => void;
  isPhoneReadOnly?: boolean;
}

/** The phone number and SMS code rows of a form, with the send-code button and its countdown. */
export function PhoneCodeFields({ phone, code, onPhoneChange, onCodeChange, countdown, onSendCode, isPhoneReadOnly = false }: PhoneCodeFieldsProps) {
  return (
    <>
      <Form.Item label="手机号">
        <Input
          placeholder="请输入手机号"
          type="tel"
          inputMode="numeric"
          maxLength={FieldLimit.PHONE}
          value={phone}
          onChange={(value) => onPhoneChange(keepDigits(value))}
          aria-label="手机号"
          readOnly={isPhoneReadOnly}
          clearable={!isPhoneReadOnly}
        />
      </Form.Item>
      <Form.Item
        label="验证码"
        extra={
          <Button size="small" color="primary" fill="none" disabled={countdown.isDisabled} onClick={onSendCode} aria-label={countdown.label}>
            {countdown.label}
          </Button>
        }
      >
        <Input
          placeholder="请输入验证码"
          inputMode="numeric"
          maxLength={FieldLimit.SMS_CODE}
          value={code}
          onChange={(value) => onCodeChange(keepDigits(value))}
          aria-label="验证码"
        />
      </Form.Item>
    </>
  );
}
