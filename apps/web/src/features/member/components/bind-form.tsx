import { SmsCodeType } from '@hall/contract/sms/rules';
import { Link } from 'react-router';
import { HallForm, useHallForm } from '../../../shared/form/hall-form.tsx';
import { SubmitBar } from '../../../shared/form/submit-bar.tsx';
import { SmsCodeFields } from '../../../shared/form/sms-code-fields.tsx';
import { isRouteAvailable } from '../../../shared/lib/navigation.ts';
import { useBindPhone } from '../api.ts';

interface BindValues {
  phone: string;
  code: string;
}

/** Binds a phone with an SMS code (type 01). */
export function BindForm({ onBound }: { onBound: () => void }) {
  const form = useHallForm<BindValues>();
  const bindPhone = useBindPhone();

  return (
    <section className="bind-form" aria-label="绑定手机号">
      <p className="bind-form-intro">绑定本网手机号后，即可查询话费、办理业务</p>
      <HallForm form={form} onSubmit={(values) => bindPhone.mutate(values, { onSuccess: onBound })}>
        <SmsCodeFields form={form} smsType={SmsCodeType.BIND} />
      </HallForm>
      {isRouteAvailable('/noCode') && (
        <p className="bind-form-link">
          <Link to="/noCode">收不到验证码？</Link>
        </p>
      )}
      <SubmitBar form={form} text="绑定" isPending={bindPhone.isPending} />
    </section>
  );
}
