import { checkOwnerPassword, OWNER_CHECK_BY_TEXT, OWNER_CHECK_BY_VALUES, OwnerCheckBy, type OwnerCheckByValue } from '@hall/contract/number-keeping/rules';
import { SmsCodeType } from '@hall/contract/sms/rules';
import { useFieldDefault, type HallFormInstance } from '../../../shared/form/hall-form.tsx';
import { SmsCodeFields } from '../../../shared/form/sms-code-fields.tsx';
import { TextField } from '../../../shared/form/text-field.tsx';

/** The rows of the detail's check: the service password, or the bound phone and its type 12 code. */
export interface UnlockValues {
  phonePassword: string;
  phone: string;
  code: string;
}

export const UNLOCK_TABS = OWNER_CHECK_BY_VALUES.map((key) => ({ key, title: OWNER_CHECK_BY_TEXT[key] }));

/** What the server checks: the password or the code, whichever way the owner chose. */
export function toUnlockProof(checkBy: OwnerCheckByValue, values: UnlockValues) {
  return checkBy === OwnerCheckBy.PASSWORD ? { checkBy, phonePassword: values.phonePassword } : { checkBy, code: values.code };
}

/** The check's rows for the way chosen above them. */
export function UnlockFields({ form, checkBy, phone }: { form: HallFormInstance<UnlockValues>; checkBy: OwnerCheckByValue; phone: string }) {
  useFieldDefault(form, 'phone', phone);
  if (checkBy === OwnerCheckBy.PASSWORD) {
    return <TextField name="phonePassword" label="服务密码" kind="servicePassword" placeholder="请输入服务密码" check={checkOwnerPassword} />;
  }
  return <SmsCodeFields form={form} smsType={SmsCodeType.USAGE_DETAIL} phonePlaceholder="" isPhoneReadOnly sendingText="短信发送中..." />;
}
