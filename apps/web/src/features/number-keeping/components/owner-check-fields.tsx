import { checkOwnerPassword, OWNER_CHECK_BY_TEXT, OWNER_CHECK_BY_VALUES, OwnerCheckBy, type OwnerCheckByValue } from '@hall/contract/number-keeping/rules';
import { SmsCodeType } from '@hall/contract/sms/rules';
import { useFieldDefault, type HallFormInstance } from '../../../shared/form/hall-form.tsx';
import { SmsCodeFields } from '../../../shared/form/sms-code-fields.tsx';
import { TextField } from '../../../shared/form/text-field.tsx';

/** The rows of the owner check: the service password, or the bound phone and its type 09 code. */
export interface OwnerCheckValues {
  phonePassword: string;
  phone: string;
  code: string;
}

export interface OwnerProof {
  checkBy: OwnerCheckByValue;
  phonePassword?: string;
  code?: string;
}

/** What the server checks: the password or the code, whichever way the owner chose. */
export function toOwnerProof(checkBy: OwnerCheckByValue, values: OwnerCheckValues): OwnerProof {
  return checkBy === OwnerCheckBy.PASSWORD ? { checkBy, phonePassword: values.phonePassword } : { checkBy, code: values.code };
}

export const OWNER_CHECK_TABS = OWNER_CHECK_BY_VALUES.map((key) => ({ key, title: OWNER_CHECK_BY_TEXT[key] }));

interface OwnerCheckFieldsProps<Values extends OwnerCheckValues> {
  form: HallFormInstance<Values>;
  checkBy: OwnerCheckByValue;
  /** The bound phone the code goes to (read-only). */
  phone: string;
}

/** The owner check's rows of a hall form, for the way chosen above it (SegmentedTabs of OWNER_CHECK_TABS). */
export function OwnerCheckFields<Values extends OwnerCheckValues>({ form, checkBy, phone }: OwnerCheckFieldsProps<Values>) {
  useFieldDefault(form as HallFormInstance<OwnerCheckValues>, 'phone', phone);
  if (checkBy === OwnerCheckBy.PASSWORD) {
    return <TextField name="phonePassword" label="服务密码" kind="servicePassword" placeholder="请输入服务密码" check={checkOwnerPassword} />;
  }
  return (
    <SmsCodeFields
      form={form as HallFormInstance<OwnerCheckValues>}
      smsType={SmsCodeType.NUMBER_SERVICE}
      phonePlaceholder=""
      isPhoneReadOnly
      sendingText="短信发送中..."
    />
  );
}
