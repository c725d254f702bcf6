import { ApplicationCheck } from '@hall/contract/applications/rules';
import { useFieldDefault, type HallFormInstance } from '../../../shared/form/hall-form.tsx';
import { TextAreaField } from '../../../shared/form/text-area-field.tsx';
import { TextField } from '../../../shared/form/text-field.tsx';
import type { PassedCheck } from '../../../shared/ui/identity-check-view.tsx';

/** The values of the first rows of the cancel and transfer-out forms. */
export interface ReasonNumberPasswordValues {
  reason: string;
  mobilePhone: string;
  phonePassword: string;
}

const CHECKS = {
  拆机: { reason: ApplicationCheck.CANCEL_REASON, mobilePhone: ApplicationCheck.CANCEL_PHONE },
  过户: { reason: ApplicationCheck.TRANSFER_REASON, mobilePhone: ApplicationCheck.TRANSFER_PHONE },
} as const;

interface ReasonNumberPasswordFieldsProps<Values extends ReasonNumberPasswordValues> {
  form: HallFormInstance<Values>;
  /** What is applied for, as the labels name it: 拆机 (cancellation) or 过户 (transfer). */
  subject: keyof typeof CHECKS;
  /** The passed face check: its number stands in the number row until the person types another. */
  check: PassedCheck;
}

/** The first rows of the cancel and transfer-out forms: reason, the number, its service password. */
export function ReasonNumberPasswordFields<Values extends ReasonNumberPasswordValues>({ form, subject, check }: ReasonNumberPasswordFieldsProps<Values>) {
  useFieldDefault(form, 'mobilePhone', check.phone);
  return (
    <>
      <TextAreaField name="reason" label={`${subject}原因`} placeholder={`请填写${subject}原因`} check={CHECKS[subject].reason} />
      <TextField
        name="mobilePhone"
        label={`${subject}号码`}
        kind="phone"
        placeholder={`请填写${subject}号码`}
        check={CHECKS[subject].mobilePhone}
        isClearable={false}
      />
      <TextField name="phonePassword" label="服务密码" kind="servicePassword" placeholder="请填写服务密码" check={ApplicationCheck.SERVICE_PASSWORD} />
    </>
  );
}
