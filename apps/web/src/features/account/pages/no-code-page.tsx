import { AccountMessage } from '@hall/contract/account/rules';
import { ResponseCode } from '@hall/contract/codes';
import { AuthType } from '@hall/contract/identity/rules';
import { BIND_SUCCESS_REDIRECT_MS } from '../../../config/ui-timings.ts';
import { Button, Result } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { isApiError } from '../../../shared/api/api-error.ts';
import { useIdentityCheck } from '../../../shared/hooks/use-identity-check.ts';
import { IdentityCheckView } from '../../../shared/ui/identity-check-view.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { LoadingView } from '../../../shared/ui/query-view.tsx';
import { showSuccessToast, showToast } from '../../../shared/ui/toast.ts';
import { useBindByIdentityCheck } from '../api.ts';
import '../account.css';

export const BIND_SUCCESS_MESSAGE = '账号绑定成功';
export const FACE_FAILED_MESSAGE = '人像验证失败，图像不清晰';

type Outcome = { status: 'bound'; phone: string } | { status: 'failed'; reason: string };

/**
 * /noCode: return route of the bind-by-face check; binds, then goes to /personal after 1.5 s.
 * Opened without a check to read (the bind form's 收不到验证码？ link), it is the way in: the
 * identity form of /AccountBind, which starts the check that returns here.
 */
export function NoCodePage() {
  const navigate = useNavigate();
  const bindByIdentityCheck = useBindByIdentityCheck();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const redirectTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  const fail = (reason: string) => {
    showToast(AccountMessage.BIND_REJECTED);
    setOutcome({ status: 'failed', reason });
  };

  const identity = useIdentityCheck({
    authType: AuthType.ACCOUNT_BIND,
    onPassed: ({ bizNo }) => {
      bindByIdentityCheck.mutate(bizNo, {
        onSuccess: ({ mobilePhone }) => {
          setOutcome({ status: 'bound', phone: mobilePhone });
          showSuccessToast(BIND_SUCCESS_MESSAGE, BIND_SUCCESS_REDIRECT_MS);
          redirectTimer.current = setTimeout(() => navigate('/personal', { replace: true }), BIND_SUCCESS_REDIRECT_MS);
        },
        onError: (error) => fail(isApiError(error) && error.code === ResponseCode.INVALID ? error.message : AccountMessage.BIND_REJECTED),
      });
    },
    onFailed: () => fail(FACE_FAILED_MESSAGE),
  });

  let content;
  if (outcome?.status === 'bound') {
    content = <Result status="success" title={BIND_SUCCESS_MESSAGE} description={`已绑定 ${outcome.phone}，即将进入号码信息`} />;
  } else if (outcome?.status === 'failed') {
    content = (
      <>
        <Result
          status="error"
          title={FACE_FAILED_MESSAGE}
          description={outcome.reason === FACE_FAILED_MESSAGE ? AccountMessage.BIND_REJECTED : outcome.reason}
        />
        <div className="account-result-actions">
          <Button block color="primary" onClick={() => navigate('/AccountBind', { replace: true })}>
            重新验证
          </Button>
          <Button block onClick={() => navigate('/', { replace: true })}>
            返回首页
          </Button>
        </div>
      </>
    );
  } else {
    // A passed check is still being bound: the skeleton stays until the outcome.
    content = (
      <IdentityCheckView check={identity.state} notStarted={<Navigate to="/AccountBind" replace />} loading={3}>
        {() => <LoadingView loading={3} label="核验结果查询中" />}
      </IdentityCheckView>
    );
  }

  return (
    <div className="page">
      <PageHeader title="账号绑定" backTo="/AccountBind" />
      {content}
    </div>
  );
}
