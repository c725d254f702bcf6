import { AuthType } from '@hall/contract/identity/rules';
import { ResponseCode } from '@hall/contract/codes';
import { SimCheck } from '@hall/contract/sim/rules';
import { Form } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../shared/api/api-error.ts';
import { IDENTITY_FAILED_MESSAGE, useIdentityCheck } from '../../../shared/hooks/use-identity-check.ts';
import { useLeaveConfirm } from '../../../shared/hooks/use-leave-confirm.ts';
import { buildPath } from '../../../shared/lib/navigation.ts';
import { showAlert } from '../../../shared/ui/dialogs.ts';
import { CheckRequired } from '../../../shared/ui/check-required.tsx';
import { IdentityCheckView } from '../../../shared/ui/identity-check-view.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { showToast } from '../../../shared/ui/toast.ts';
import { useApplyForSimReplacement, type SimReplacementForm } from '../api.ts';
import '../sim.css';
import { HallForm, useHallForm } from '../../../shared/form/hall-form.tsx';
import { SubmitBar } from '../../../shared/form/submit-bar.tsx';
import { TextAreaField } from '../../../shared/form/text-area-field.tsx';
import { TextField } from '../../../shared/form/text-field.tsx';

/** /changeCardForm: return route of the CHANGE_CARD check; the application, stored pending review. */
export function ChangeCardFormPage() {
  const navigate = useNavigate();
  const form = useHallForm<SimReplacementForm>();
  const identity = useIdentityCheck({
    authType: AuthType.CHANGE_CARD,
    onFailed: ({ code, message }) => {
      const text = code === ResponseCode.IDENTITY_FAILED ? IDENTITY_FAILED_MESSAGE : message;
      void showAlert(text, '提示').then(() => navigate('/changeCard', { replace: true }));
    },
  });
  const bizNo = identity.state.status === 'passed' ? identity.state.bizNo : null;
  const { requestLeave } = useLeaveConfirm({ message: '确定退出补卡申请吗？', leaveTo: '/changeCard', isEnabled: bizNo !== null });
  const applyForSimReplacement = useApplyForSimReplacement();

  const submit = (values: SimReplacementForm) => {
    if (!bizNo) {
      return;
    }
    applyForSimReplacement.mutate(
      { bizNo, form: values },
      {
        onSuccess: () => navigate('/changeCardauditCabcel', { replace: true }),
        onError: (error) => {
          // Wrong input stays on the form; a check that is no longer usable ends the application.
          if (isApiError(error) && error.code === ResponseCode.IDENTITY_FAILED) {
            navigate(buildPath('/changeCardauditFail', { reason: error.message }), { replace: true });
          } else if (isApiError(error) && (error.code === ResponseCode.INVALID || error.status !== 200)) {
            showToast(error.message);
          }
        },
      },
    );
  };

  return (
    <div className="page">
      <PageHeader title="补卡申请" onBack={requestLeave} />
      <IdentityCheckView
        check={identity.state}
        loading={6}
        notStarted={<CheckRequired description="补换卡需先验证机主身份" action={{ label: '去验证', path: '/changeCard' }} />}
      >
        {() => (
          <>
            <h2 className="sim-form-section-title">补卡信息</h2>
            <HallForm form={form} onSubmit={submit}>
              <TextAreaField name="reason" label="补卡原因" placeholder="如：手机丢失、SIM卡损坏" maxLength={100} rows={2} check={SimCheck.REASON} />
              <TextField name="mobilePhone" label="补卡号码" kind="phone" placeholder="请输入需补卡的手机号" check={SimCheck.PHONE} isClearable={false} />
              <TextField name="phonePassword" label="服务密码" kind="servicePassword" placeholder="请输入该号码的服务密码" check={SimCheck.PASSWORD} />
              <Form.Header>
                <h2 className="sim-form-section-title">收货信息</h2>
              </Form.Header>
              <TextField name="receive_man" label="收货人" kind="name" placeholder="请输入收货人姓名" check={SimCheck.RECEIVER} />
              <TextField
                name="receive_phone"
                label="联系电话"
                ariaLabel="收货人电话"
                kind="phone"
                placeholder="请输入收货人手机号"
                check={SimCheck.RECEIVER_PHONE}
                isClearable={false}
              />
              <TextAreaField name="receive_addr" label="收货地址" placeholder="请输入详细收货地址" maxLength={100} rows={2} check={SimCheck.RECEIVER} />
            </HallForm>
            <SubmitBar form={form} text="提交申请" isPending={applyForSimReplacement.isPending} />
          </>
        )}
      </IdentityCheckView>
    </div>
  );
}
