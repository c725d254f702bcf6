import { AuthType } from '@hall/contract/identity/rules';
import { ResponseCode } from '@hall/contract/codes';
import { checkNewPassword, checkPasswordConfirmation } from '@hall/contract/password/rules';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../shared/api/api-error.ts';
import { IDENTITY_FAILED_MESSAGE, useIdentityCheck } from '../../../shared/hooks/use-identity-check.ts';
import { buildPath } from '../../../shared/lib/navigation.ts';
import { showAlert } from '../../../shared/ui/dialogs.ts';
import { IdentityCheckView } from '../../../shared/ui/identity-check-view.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { showToast } from '../../../shared/ui/toast.ts';
import { useSetNewPassword } from '../api.ts';
import '../password.css';
import { HallForm, useHallForm } from '../../../shared/form/hall-form.tsx';
import { SubmitBar } from '../../../shared/form/submit-bar.tsx';
import { TextField } from '../../../shared/form/text-field.tsx';

interface NewPasswordValues {
  newPassword: string;
  confirmation: string;
}

/** /newPassword: the new service password, after step 1 or as the return route of the SET_PASSWORD check. */
export function NewPasswordPage() {
  const navigate = useNavigate();
  const form = useHallForm<NewPasswordValues>();
  const identity = useIdentityCheck({
    authType: AuthType.SET_PASSWORD,
    onFailed: ({ code, message }) => {
      const text = code === ResponseCode.IDENTITY_FAILED ? IDENTITY_FAILED_MESSAGE : message;
      void showAlert(text, '提示').then(() => navigate('/notPassword', { replace: true }));
    },
  });
  const bizNo = identity.state.status === 'passed' ? identity.state.bizNo : null;
  const setNewPassword = useSetNewPassword();

  const submit = ({ newPassword, confirmation }: NewPasswordValues) =>
    setNewPassword.mutate(
      { newServicePass: newPassword, confirmServicePass: confirmation, bizNo },
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

  const newPasswordForm = (
    <>
      <HallForm form={form} onSubmit={submit}>
        <TextField name="newPassword" label="新密码" kind="servicePassword" placeholder="请输入6位数字新密码" check={checkNewPassword} />
        <TextField name="confirmation" label="确认密码" kind="servicePassword" placeholder="请再次输入新密码" check={checkPasswordConfirmation} />
      </HallForm>
      <p className="password-rules">服务密码为6位数字，不能使用相同或连续的数字（如111111、123456）。</p>
      <SubmitBar form={form} text="确定" isPending={setNewPassword.isPending} />
    </>
  );
  return (
    <div className="page">
      <PageHeader title="设置新密码" />
      {/* Reached after step 1 there is no check to read: the form is the page. */}
      <IdentityCheckView check={identity.state} loading={4} notStarted={newPasswordForm}>
        {() => newPasswordForm}
      </IdentityCheckView>
    </div>
  );
}
