import { SmsCodeType } from '@hall/contract/sms/rules';
import { checkPattern, FieldMessage, isMobilePhone } from '@hall/contract/validators';
import { Link } from 'react-router';
import { HallForm, useFieldDefault, useHallForm } from '../../../shared/form/hall-form.tsx';
import { SubmitBar } from '../../../shared/form/submit-bar.tsx';
import { SmsCodeFields } from '../../../shared/form/sms-code-fields.tsx';
import { useMember } from '../../../shared/member/use-member.ts';
import { showConfirm } from '../../../shared/ui/dialogs.ts';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { useUnbind } from '../api.ts';
import { UnbindSuccess } from '../components/unbind-success.tsx';
import { useUnbindOutcome } from '../components/use-unbind-outcome.ts';
import '../account.css';

/** The unbinding page's spec words a malformed number its own way. */
const checkUnbindPhone = checkPattern(FieldMessage.PHONE_REQUIRED, '手机号格式错误', isMobilePhone);

interface UnbindValues {
  phone: string;
  code: string;
}

/** /relieve: unbinding with an SMS code (type 04) sent to the bound number. */
export function RelievePage() {
  const member = useMember();
  const form = useHallForm<UnbindValues>();
  // The bound number is the default until the person types another.
  useFieldDefault(form, 'phone', member.data?.mobilePhoneInfo?.mobilePhone ?? '');
  const { outcome, finishUnbind } = useUnbindOutcome();
  const unbindByCode = useUnbind();

  const unbind = async ({ phone, code }: UnbindValues) => {
    const isConfirmed = await showConfirm({ title: '解除绑定', content: '解除绑定后将不能在此查询话费和办理业务，确定解除绑定吗？' });
    if (!isConfirmed) {
      return;
    }
    unbindByCode.mutate({ mobilePhone: phone, code }, { onSuccess: finishUnbind });
  };

  return (
    <div className="page">
      <PageHeader title="解除绑定" backTo="/personal" />
      {outcome ? (
        <UnbindSuccess outcome={outcome} />
      ) : (
        <>
          <p className="page-intro">验证码将发送至已绑定的手机号</p>
          <HallForm form={form} onSubmit={(values) => void unbind(values)}>
            <SmsCodeFields form={form} smsType={SmsCodeType.UNBIND} phoneCheck={checkUnbindPhone} sendPhoneCheck={checkUnbindPhone} />
          </HallForm>
          <p className="account-form-link">
            <Link to="/relieveNot">收不到验证码？</Link>
          </p>
          <SubmitBar form={form} text="解除绑定" isPending={unbindByCode.isPending} isDanger />
        </>
      )}
    </div>
  );
}
