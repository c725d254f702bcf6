import { AuthType } from '@hall/contract/identity/rules';
import { ResponseCode } from '@hall/contract/codes';
import { FieldLimit, SERVICE_PASSWORD_PATTERN } from '@hall/contract/validators';
import { Button, Form, Input, Skeleton } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../shared/api/api-error.ts';
import { IDENTITY_FAILED_MESSAGE, useIdentityCheck } from '../../../shared/hooks/use-identity-check.ts';
import { buildPath } from '../../../shared/lib/navigation.ts';
import { showAlert } from '../../../shared/ui/dialogs.ts';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { showToast } from '../../../shared/ui/toast.ts';
import { useSetNewPassword } from '../api.ts';
import '../password.css';
import { keepDigits } from '../../../shared/lib/format.ts';

/** /newPassword: the new service password, after step 1 or as the return route of the SET_PASSWORD check. */
export function NewPasswordPage() {
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const identity = useIdentityCheck({
    authType: AuthType.SET_PASSWORD,
    onFailed: ({ code, message }) => {
      const text = code === ResponseCode.IDENTITY_FAILED ? IDENTITY_FAILED_MESSAGE : message;
      void showAlert(text, '提示').then(() => navigate('/notPassword', { replace: true }));
    },
  });
  const bizNo = identity.state.status === 'passed' ? identity.state.bizNo : null;
  const setNewPassword = useSetNewPassword();

  const submit = () => {
    if (!password) {
      showToast('请填写新密码');
      return;
    }
    if (!SERVICE_PASSWORD_PATTERN.test(password)) {
      showToast('新密码须为6位数字');
      return;
    }
    if (!confirmation) {
      showToast('请再次输入新密码');
      return;
    }
    if (password !== confirmation) {
      showToast('两次输入密码不一致');
      return;
    }
    setNewPassword.mutate(
      { newServicePass: password, confirmServicePass: confirmation, bizNo },
      {
        onSuccess: () => navigate('/setSuccess', { replace: true }),
        onError: (error) => {
          // Bad input stays here; a lost check or grant ends the attempt on the failure page.
          if (isApiError(error) && error.code === ResponseCode.IDENTITY_FAILED) {
            navigate(buildPath('/setFail', { reason: error.message }), { replace: true });
          } else if (isApiError(error) && (error.code === ResponseCode.INVALID || error.status !== 200)) {
            showToast(error.message);
          }
        },
      },
    );
  };

  if (identity.state.status === 'checking' || identity.state.status === 'failed') {
    return (
      <div className="page">
        <PageHeader title="设置新密码" />
        <div className="skeleton-block" aria-busy="true" aria-label="核验结果查询中">
          <Skeleton.Paragraph lineCount={4} animated />
        </div>
      </div>
    );
  }

  return (
    <div className="page">
      <PageHeader title="设置新密码" />
      <Form layout="horizontal" mode="card">
        <Form.Item label="新密码">
          <Input
            placeholder="请输入6位数字新密码"
            type="password"
            inputMode="numeric"
            maxLength={FieldLimit.SERVICE_PASSWORD_DIGITS}
            value={password}
            onChange={(value) => setPassword(keepDigits(value))}
            aria-label="新密码"
          />
        </Form.Item>
        <Form.Item label="确认密码">
          <Input
            placeholder="请再次输入新密码"
            type="password"
            inputMode="numeric"
            maxLength={FieldLimit.SERVICE_PASSWORD_DIGITS}
            value={confirmation}
            onChange={(value) => setConfirmation(keepDigits(value))}
            aria-label="确认密码"
          />
        </Form.Item>
      </Form>
      <p className="password-rules">服务密码为6位数字，不能使用相同或连续的数字（如111111、123456）。</p>
      <div className="page-actions">
        <Button block color="primary" loading={setNewPassword.isPending} onClick={submit}>
          确定
        </Button>
      </div>
    </div>
  );
}
