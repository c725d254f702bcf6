import { SmsCodeType } from '@hall/contract/sms/rules';
import { GiftCheck } from '@hall/contract/gift/rules';
import { maskPhone } from '@hall/contract/number-key';
import { Button } from 'antd-mobile';
import { TextField } from '../../../shared/form/text-field.tsx';
import { useSmsCountdown } from '../../../shared/hooks/use-sms-countdown.ts';

interface GiftCodeFieldProps {
  /** The giver's own number: the code goes there. */
  phone: string;
  /** Checks the gift first (its rows, then the server's GIFT_CHECK): the code is sent only when it passes. */
  checkGift: () => Promise<boolean>;
}

/** The code row of a gift: 获取验证码 checks the gift before the type 11 code is sent to the giver's own number. */
export function GiftCodeField({ phone, checkGift }: GiftCodeFieldProps) {
  const countdown = useSmsCountdown();

  const sendCode = async () => {
    if (countdown.isDisabled || !(await checkGift())) {
      return;
    }
    await countdown.send(phone, SmsCodeType.GIFT);
  };

  return (
    <TextField
      name="code"
      label="验证码"
      kind="code"
      placeholder={`发送至${maskPhone(phone)}`}
      check={GiftCheck.CODE}
      extra={
        <Button size="small" color="primary" fill="none" disabled={countdown.isDisabled} onClick={() => void sendCode()} aria-label={countdown.label}>
          {countdown.label}
        </Button>
      }
    />
  );
}
