import { ApplicationCheck } from '@hall/contract/applications/rules';
import { Form } from 'antd-mobile';
import { HallForm, useHallForm } from '../../../shared/form/hall-form.tsx';
import { SubmitBar } from '../../../shared/form/submit-bar.tsx';
import { OwnerIdentityFields } from '../../../shared/form/owner-identity-fields.tsx';
import { TextField } from '../../../shared/form/text-field.tsx';
import type { OwnerIdentityValues } from '../../../shared/lib/owner-identity.ts';
import { useSubmitPersonalRealName } from '../api.ts';
import { APPLICATION_IDENTITY_MESSAGES } from './application-identity.ts';

interface RealNameContactValues extends Pick<OwnerIdentityValues, 'idCard' | 'name'> {
  sparePhone: string;
}

interface RealNameContactFormProps {
  bizNo: string;
  phone: string;
  onSubmitted: () => void;
}

/** The personal real-name form: the extra name-and-ID check, then the contact phone. */
export function RealNameContactForm({ bizNo, phone, onSubmitted }: RealNameContactFormProps) {
  const form = useHallForm<RealNameContactValues>();
  const submitPersonalRealName = useSubmitPersonalRealName();

  return (
    <>
      <HallForm
        form={form}
        className="applications-form"
        onSubmit={(values) => submitPersonalRealName.mutate({ bizNo, ...values }, { onSuccess: onSubmitted })}
      >
        <Form.Item label="实名手机号">
          <span className="applications-readonly">{phone}</span>
        </Form.Item>
        <OwnerIdentityFields idDigits="full" isIdCharactersOnly messages={APPLICATION_IDENTITY_MESSAGES} />
        <TextField name="sparePhone" label="联系号码" kind="phone" placeholder="请填写联系号码" check={ApplicationCheck.CONTACT_PHONE} isClearable={false} />
      </HallForm>
      <p className="applications-hint">请填写机主本人的姓名和身份证号，系统将与号码登记信息核对。</p>
      <SubmitBar form={form} text="提交" isPending={submitPersonalRealName.isPending} pendingText="提交中" />
    </>
  );
}
