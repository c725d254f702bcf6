import { AuthType } from '@hall/contract/identity/rules';
import { ResponseCode } from '@hall/contract/codes';
import { FieldLimit, isMobilePhone } from '@hall/contract/validators';
import { Button, Form, Input, Result, Skeleton, TextArea } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../shared/api/api-error.ts';
import { IDENTITY_FAILED_MESSAGE, useIdentityCheck } from '../../../shared/hooks/use-identity-check.ts';
import { useLeaveConfirm } from '../../../shared/hooks/use-leave-confirm.ts';
import { buildPath } from '../../../shared/lib/navigation.ts';
import { showAlert } from '../../../shared/ui/dialogs.ts';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { showToast } from '../../../shared/ui/toast.ts';
import { useApplyForSimReplacement, type SimReplacementForm } from '../api.ts';
import '../sim.css';
import { keepDigits } from '../../../shared/lib/format.ts';
import { ServicePasswordField } from '../../../shared/ui/service-password-field.tsx';

const RECEIVER_REQUIRED = '请填写收货人相关信息';
const EMPTY_FORM: SimReplacementForm = { reason: '', mobilePhone: '', phonePassword: '', receive_man: '', receive_phone: '', receive_addr: '' };

/** Returns the first problem of the application, with the spec's messages, or null. */
function findProblem(form: SimReplacementForm): string | null {
  if (!form.reason.trim()) {
    return '请填写补卡原因';
  }
  if (!form.mobilePhone) {
    return '请填写补卡号码';
  }
  if (!isMobilePhone(form.mobilePhone)) {
    return '请输入正确的手机号';
  }
  if (!form.phonePassword) {
    return '请填写服务密码';
  }
  if (!form.receive_man.trim() || !form.receive_phone || !form.receive_addr.trim()) {
    return RECEIVER_REQUIRED;
  }
  if (!isMobilePhone(form.receive_phone)) {
    return '请输入正确的收货人手机号';
  }
  return null;
}

/** /changeCardForm: return route of the CHANGE_CARD check; the application, stored pending review. */
export function ChangeCardFormPage() {
  const navigate = useNavigate();
  const [form, setForm] = useState<SimReplacementForm>(EMPTY_FORM);
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
  const update = (field: keyof SimReplacementForm) => (value: string) => setForm((current) => ({ ...current, [field]: value }));

  const submit = () => {
    if (!bizNo) {
      return;
    }
    const problem = findProblem(form);
    if (problem) {
      showToast(problem);
      return;
    }
    const trimmed = { ...form, reason: form.reason.trim(), receive_man: form.receive_man.trim(), receive_addr: form.receive_addr.trim() };
    applyForSimReplacement.mutate(
      { bizNo, form: trimmed },
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

  let content;
  if (identity.state.status === 'idle') {
    content = (
      <>
        <Result status="info" title="请先完成身份核验" description="补换卡需先验证机主身份" />
        <div className="sim-result-actions">
          <Button block color="primary" onClick={() => navigate('/changeCard', { replace: true })}>
            去验证
          </Button>
        </div>
      </>
    );
  } else if (!bizNo) {
    content = (
      <div className="skeleton-block" aria-busy="true" aria-label="核验结果查询中">
        <Skeleton.Paragraph lineCount={6} animated />
      </div>
    );
  } else {
    content = (
      <>
        <h2 className="sim-form-section-title">补卡信息</h2>
        <Form layout="horizontal" mode="card">
          <Form.Item label="补卡原因">
            <TextArea placeholder="如：手机丢失、SIM卡损坏" maxLength={100} rows={2} value={form.reason} onChange={update('reason')} aria-label="补卡原因" />
          </Form.Item>
          <Form.Item label="补卡号码">
            <Input
              placeholder="请输入需补卡的手机号"
              type="tel"
              inputMode="numeric"
              maxLength={FieldLimit.PHONE}
              value={form.mobilePhone}
              onChange={(value) => update('mobilePhone')(keepDigits(value))}
              aria-label="补卡号码"
            />
          </Form.Item>
          <ServicePasswordField placeholder="请输入该号码的服务密码" value={form.phonePassword} onChange={update('phonePassword')} />
        </Form>
        <h2 className="sim-form-section-title">收货信息</h2>
        <Form layout="horizontal" mode="card">
          <Form.Item label="收货人">
            <Input placeholder="请输入收货人姓名" maxLength={FieldLimit.NAME} value={form.receive_man} onChange={update('receive_man')} aria-label="收货人" />
          </Form.Item>
          <Form.Item label="联系电话">
            <Input
              placeholder="请输入收货人手机号"
              type="tel"
              inputMode="numeric"
              maxLength={FieldLimit.PHONE}
              value={form.receive_phone}
              onChange={(value) => update('receive_phone')(keepDigits(value))}
              aria-label="收货人电话"
            />
          </Form.Item>
          <Form.Item label="收货地址">
            <TextArea
              placeholder="请输入详细收货地址"
              maxLength={100}
              rows={2}
              value={form.receive_addr}
              onChange={update('receive_addr')}
              aria-label="收货地址"
            />
          </Form.Item>
        </Form>
        <div className="page-actions">
          <Button block color="primary" loading={applyForSimReplacement.isPending} onClick={submit}>
            提交申请
          </Button>
        </div>
      </>
    );
  }

  return (
    <div className="page">
      <PageHeader title="补卡申请" onBack={requestLeave} />
      {content}
    </div>
  );
}
