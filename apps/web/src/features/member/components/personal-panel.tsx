import { ResponseCode } from '@hall/contract/codes';
import { Button, Result } from 'antd-mobile';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isApiError } from '../../../shared/api/api-error.ts';
import { useMember, useResetMember } from '../../../shared/member/use-member.ts';
import { BindForm } from '../../../shared/member/bind-form.tsx';
import { NumberInfo } from './number-info.tsx';
import { LoadFailed } from '../../../shared/ui/load-failed.tsx';
import { QueryView } from '../../../shared/ui/query-view.tsx';

const PERSONAL_PATH = '/personal';

/**
 * Number information when bound, the bind form otherwise; a skeleton while loading. The bind-success
 * overlay confirms to /personal (from the hall's PersonalInformation tab too).
 */
export function PersonalPanel() {
  const navigate = useNavigate();
  const location = useLocation();
  const member = useMember();
  const resetMember = useResetMember();
  const [isBindSuccessShown, setIsBindSuccessShown] = useState(false);

  if (isBindSuccessShown) {
    return (
      <div className="bind-success" role="dialog" aria-label="绑定成功">
        <Result status="success" title="绑定成功" description="您已成功绑定手机号" />
        <div className="page-actions">
          <Button
            block
            color="primary"
            onClick={() => {
              setIsBindSuccessShown(false);
              void resetMember();
              if (location.pathname.toLowerCase() !== PERSONAL_PATH.toLowerCase()) {
                navigate(PERSONAL_PATH);
              }
            }}
          >
            确定
          </Button>
        </div>
      </div>
    );
  }
  return (
    <QueryView
      query={member}
      loading={6}
      failed={(failure) =>
        isApiError(failure.error) && failure.error.code === ResponseCode.NOT_LOGGED_IN ? <NotLoggedIn /> : <LoadFailed title="信息加载失败" {...failure} />
      }
    >
      {({ mobilePhoneInfo }) => (mobilePhoneInfo ? <NumberInfo info={mobilePhoneInfo} /> : <BindForm onBound={() => setIsBindSuccessShown(true)} />)}
    </QueryView>
  );
}

/** The session was lost (-101): logging in again is a reload, which starts the WeChat login. */
function NotLoggedIn() {
  return (
    <Result
      status="info"
      title="您还未登录"
      description={
        <Button color="primary" size="small" onClick={() => window.location.reload()}>
          去登录
        </Button>
      }
    />
  );
}
