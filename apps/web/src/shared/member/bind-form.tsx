import { SmsCodeType } from '@hall/contract/sms/rules';
import { Link } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { call } from '../api/subscriber-client.ts';
import { HallForm, useHallForm } from '../form/hall-form.tsx';
import { SubmitBar } from '../form/submit-bar.tsx';
import { SmsCodeFields } from '../form/sms-code-fields.tsx';
import { isRouteAvailable } from '../lib/navigation.ts';

interface BindValues {
  phone: string;
  code: string;
}

/**
 * BIND_PHONE with an SMS code (type 01). The member record is not reloaded here: the page shows
 * its bind-success overlay first and reloads when the person confirms it.
 */
function useBindPhone() {
  return useMutation({ mutationFn: (payload: BindValues) => call('BIND_PHONE', payload) });
}

/** Binds a phone with an SMS code (type 01): the first number on /personal, another on /myNumbers. */
export function BindForm({ onBound, intro = '绑定本网手机号后，即可查询话费、办理业务' }: { onBound: () => void; intro?: string }) {
  const form = useHallForm<BindValues>();
  const bindPhone = useBindPhone();

  return (
    <section className="bind-form" aria-label="绑定手机号">
      <p className="bind-form-intro">{intro}</p>
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
