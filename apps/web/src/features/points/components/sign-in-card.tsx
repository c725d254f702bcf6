import { Button } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { call } from '../../../shared/api/subscriber-client.ts';
import { useMember } from '../../../shared/member/use-member.ts';
import { showSuccessToast } from '../../../shared/ui/toast.ts';
import { signStatusQuery, useRefreshPoints } from '../api.ts';

/** Current points and the daily sign-in (+1 once a day). */
export function SignInCard() {
  const navigate = useNavigate();
  const member = useMember();
  const signStatus = useQuery(signStatusQuery);
  const refreshPoints = useRefreshPoints();
  const [isSigning, setIsSigning] = useState(false);
  const phoneInfo = member.data?.mobilePhoneInfo ?? null;
  const isSigned = signStatus.data?.is_sign ?? false;

  const signIn = async () => {
    setIsSigning(true);
    try {
      const result = await call('SIGN', {});
      showSuccessToast(`签到成功，积分+${result.reward}`, 2000);
      await refreshPoints();
    } catch {
      // The catalogue has shown the reason (already signed in, not bound).
      await refreshPoints();
    } finally {
      setIsSigning(false);
    }
  };

  let action;
  if (member.isPending || signStatus.isPending) {
    action = (
      <Button size="small" loading disabled>
        加载中
      </Button>
    );
  } else if (!phoneInfo) {
    action = (
      <Button size="small" onClick={() => navigate('/PersonalInformation')}>
        绑定号码
      </Button>
    );
  } else if (isSigned) {
    action = (
      <Button size="small" disabled>
        今日已签到
      </Button>
    );
  } else {
    action = (
      <Button size="small" loading={isSigning} onClick={() => void signIn()}>
        签到
      </Button>
    );
  }
  return (
    <section className="sign-card" aria-label="每日签到">
      <div>
        <div className="sign-card-label">当前积分</div>
        <div className="sign-card-points" data-testid="current-points">
          {phoneInfo ? phoneInfo.pointInfo.currentPoints : '--'}
        </div>
        <div className="sign-card-label">{phoneInfo ? '每日签到可得1积分' : '绑定手机号后可签到领积分'}</div>
      </div>
      {action}
    </section>
  );
}
