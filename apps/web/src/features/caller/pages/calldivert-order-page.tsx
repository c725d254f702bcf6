import { AuthType } from '@hall/contract/identity/rules';
import { CallType, checkForwardTo, OperType } from '@hall/contract/caller/rules';
import { ResponseCode } from '@hall/contract/codes';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { HallForm, useFieldDefault, useHallForm, type HallFormInstance } from '../../../shared/form/hall-form.tsx';
import { SubmitBar } from '../../../shared/form/submit-bar.tsx';
import { TextField } from '../../../shared/form/text-field.tsx';
import { IDENTITY_FAILED_MESSAGE, useIdentityCheck } from '../../../shared/hooks/use-identity-check.ts';
import { buildPath } from '../../../shared/lib/navigation.ts';
import { useMember } from '../../../shared/member/use-member.ts';
import { showAlert } from '../../../shared/ui/dialogs.ts';
import { CheckRequired } from '../../../shared/ui/check-required.tsx';
import { IdentityCheckView } from '../../../shared/ui/identity-check-view.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { QueryView } from '../../../shared/ui/query-view.tsx';
import { callerServiceQuery, useOrderPackage } from '../api.ts';
import { OrderConfirmPopup } from '../components/order-confirm-popup.tsx';
import '../caller.css';

interface ForwardingValues {
  /** The bound number, shown read-only; the number calls go to may not be it. */
  ownPhone: string;
  forwardTo: string;
}

interface ForwardingFormProps {
  form: HallFormInstance<ForwardingValues>;
  ownPhone: string;
  onReview: (values: ForwardingValues) => void;
}

/** The bound number and the number calls go to; mounted once the check passed, so the bound number is filled in here. */
function ForwardingForm({ form, ownPhone, onReview }: ForwardingFormProps) {
  useFieldDefault(form, 'ownPhone', ownPhone);
  return (
    <HallForm form={form} onSubmit={onReview}>
      <TextField name="ownPhone" label="本机号码" kind="phone" isReadOnly />
      <TextField name="forwardTo" label="呼转号码" kind="phone" placeholder="请输入接听来电的手机号" check={checkForwardTo} />
    </HallForm>
  );
}

/** /calldivertOrder: return route of the CALL_DIVERT check; the number calls go to, then 订购呼转. */
export function CalldivertOrderPage() {
  const navigate = useNavigate();
  const member = useMember();
  const form = useHallForm<ForwardingValues>();
  /** The checked number the confirmation shows and orders. */
  const [forwardTo, setForwardTo] = useState('');
  const [isConfirming, setIsConfirming] = useState(false);
  const identity = useIdentityCheck({
    authType: AuthType.CALL_DIVERT,
    onFailed: ({ code, message }) => {
      const text = code === ResponseCode.IDENTITY_FAILED ? IDENTITY_FAILED_MESSAGE : message;
      void showAlert(text, '提示').then(() => navigate('/callDivert', { replace: true }));
    },
  });
  const bizNo = identity.state.status === 'passed' ? identity.state.bizNo : null;
  const service = useQuery({ ...callerServiceQuery(CallType.FORWARD), enabled: bizNo !== null });
  const item = service.data?.item;
  const orderPackage = useOrderPackage();

  const review = (values: ForwardingValues) => {
    setForwardTo(values.forwardTo);
    setIsConfirming(true);
  };

  const confirm = () => {
    setIsConfirming(false);
    if (!item || !bizNo) {
      return;
    }
    orderPackage.mutate(
      { item, operType: OperType.OPEN, forwarding: { bizNo, forwardTo } },
      { onSuccess: () => navigate(buildPath('/openRemindSuccess', { title: item.title }), { replace: true }) },
    );
  };

  const notStarted = <CheckRequired description="开通呼叫转移需先验证机主身份" action={{ label: '去验证', path: '/callDivert' }} />;
  return (
    <div className="page">
      <PageHeader title="呼叫转移" backTo="/PackageOpen?type=3" />
      <IdentityCheckView check={identity.state} notStarted={notStarted}>
        {() => (
          <QueryView query={service} isEmpty={({ item }) => !item} empty={{ title: '暂无数据', description: '呼叫转移业务暂未开放' }}>
            {({ item }) =>
              item && (
                <>
                  <section className="caller-card" aria-label={item.title}>
                    <h2 className="caller-card-title">{item.title}</h2>
                    <p className="caller-card-detail">{item.detail}</p>
                    {item.status === 1 && <p className="caller-card-detail">当前已开通，呼转号码 {item.forwardTo}；重新提交前请先取消原呼转。</p>}
                  </section>
                  <ForwardingForm form={form} ownPhone={member.data?.mobilePhoneInfo?.mobilePhone ?? ''} onReview={review} />
                  <SubmitBar form={form} text="立即开通" />
                  <OrderConfirmPopup
                    visible={isConfirming}
                    title={`开通${item.title}`}
                    note="呼转接通后按主叫通话计费，费用从当前话费余额中扣除"
                    onCancel={() => setIsConfirming(false)}
                    onConfirm={confirm}
                  >
                    <p className="caller-confirm-line">您即将开通{item.title}功能</p>
                    <p className="caller-confirm-line">来电将转接至：{forwardTo}</p>
                  </OrderConfirmPopup>
                </>
              )
            }
          </QueryView>
        )}
      </IdentityCheckView>
    </div>
  );
}
