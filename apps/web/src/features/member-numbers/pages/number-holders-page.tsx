import type { NumberHolder } from '@hall/contract/member-numbers/schemas';
import { SmsCodeType } from '@hall/contract/sms/rules';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { HallForm, useFieldDefault, useHallForm } from '../../../shared/form/hall-form.tsx';
import { SmsCodeFields } from '../../../shared/form/sms-code-fields.tsx';
import { SubmitBar } from '../../../shared/form/submit-bar.tsx';
import { formatDate } from '../../../shared/lib/format-date.ts';
import { useMember } from '../../../shared/member/use-member.ts';
import { BoundView } from '../../../shared/ui/bound-view.tsx';
import { showConfirm } from '../../../shared/ui/dialogs.ts';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { QueryView } from '../../../shared/ui/query-view.tsx';
import { showSuccessToast } from '../../../shared/ui/toast.ts';
import { numberHoldersQuery, useRemoveNumberHolder } from '../api.ts';
import '../member-numbers.css';

/** /numberHolders: every WeChat member holding the active number; another one is removed with a code sent to the number. */
export function NumberHoldersPage() {
  const member = useMember();
  return (
    <div className="page">
      <PageHeader title="当前号码的绑定用户" backTo="/myNumbers" />
      <BoundView member={member} loading={4}>
        {(phone) => <HoldersOfNumber phone={phone} />}
      </BoundView>
    </div>
  );
}

function HoldersOfNumber({ phone }: { phone: string }) {
  const holders = useQuery(numberHoldersQuery);
  const [removing, setRemoving] = useState<NumberHolder | null>(null);
  return (
    <QueryView query={holders} loading={4} failedTitle="绑定用户加载失败">
      {(data) => (
        <>
          <p className="page-intro">以下微信绑定了号码 {data.mobilePhone}。不认识的用户，可凭发送到该号码的验证码将其移除。</p>
          <ul className="number-holders" aria-label="绑定用户">
            {data.holders.map((holder) => (
              <li key={holder.holderRef} className="number-holder">
                <div>
                  <p className="number-holder-name">
                    {holder.nickname}
                    {holder.isYou && '（您）'}
                  </p>
                  <p className="my-number-detail">{formatDate(holder.boundAt)} 绑定</p>
                </div>
                {!holder.isYou && (
                  <Button size="small" color="danger" fill="outline" onClick={() => setRemoving(holder)} aria-label={`移除${holder.nickname}`}>
                    移除
                  </Button>
                )}
              </li>
            ))}
          </ul>
          {data.holders.length === 1 && <p className="page-intro">目前只有您绑定了该号码。</p>}
          {removing && <RemoveHolderForm key={removing.holderRef} phone={phone} holder={removing} onDone={() => setRemoving(null)} />}
        </>
      )}
    </QueryView>
  );
}

function RemoveHolderForm({ phone, holder, onDone }: { phone: string; holder: NumberHolder; onDone: () => void }) {
  const form = useHallForm<{ phone: string; code: string }>();
  useFieldDefault(form, 'phone', phone);
  const remove = useRemoveNumberHolder();

  const submit = async ({ code }: { code: string }) => {
    if (!(await showConfirm({ title: '移除绑定用户', content: `移除后，${holder.nickname}将不能再查询和办理该号码的业务。确定移除吗？` }))) {
      return;
    }
    remove.mutate(
      { holderRef: holder.holderRef, code },
      {
        onSuccess: (result) => {
          showSuccessToast(`已移除 ${result.nickname}`);
          onDone();
        },
      },
    );
  };

  return (
    <section className="number-holder-remove" aria-label={`移除${holder.nickname}`}>
      <h2 className="section-title">移除 {holder.nickname}</h2>
      <HallForm form={form} onSubmit={(values) => void submit(values)}>
        <SmsCodeFields form={form} smsType={SmsCodeType.UNBIND} isPhoneReadOnly />
      </HallForm>
      <SubmitBar form={form} text="确认移除" isPending={remove.isPending} isDanger>
        <Button block fill="none" onClick={onDone}>
          取消
        </Button>
      </SubmitBar>
    </section>
  );
}
