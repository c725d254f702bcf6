import { Button } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useMember } from '../../../shared/member/use-member.ts';
import { RELOAD_LABEL } from '../../../shared/ui/load-failed.tsx';
import { showSuccessToast } from '../../../shared/ui/toast.ts';
import { signStatusQuery, useSignIn } from '../api.ts';

/** Current points and the daily sign-in (once a day, the reward the server's points settings give). */
export function SignInCard() {
  const navigate = useNavigate();
  const member = useMember();
  const signStatus = useQuery(signStatusQuery);
  const signIn = useSignIn();
  const phoneInfo = member.data?.mobilePhoneInfo ?? null;
  const isSigned = signStatus.data?.is_sign ?? false;
  const reward = signStatus.data?.reward;
  // A load that failed says nothing about binding: it offers 重新加载, never 绑定号码.
  const isLoadFailed = member.isError || signStatus.isError;
  let hint = '绑定手机号后可签到领积分';
  if (isLoadFailed) {
    hint = '积分加载失败';
  } else if (phoneInfo) {
    hint = reward ? `每日签到可得${reward}积分` : '每日签到';
  }

  let action;
  if (member.isPending || signStatus.isPending) {
    action = (
      <Button size="small" loading disabled>
        加载中
      </Button>
    );
  } else if (isLoadFailed) {
    action = (
      <Button
        size="small"
        loading={member.isFetching || signStatus.isFetching}
        onClick={() => void Promise.all([member.isError && member.refetch(), signStatus.isError && signStatus.refetch()])}
      >
        {RELOAD_LABEL}
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
      <Button
        size="small"
        loading={signIn.isPending}
        onClick={() => signIn.mutate(undefined, { onSuccess: (result) => showSuccessToast(`签到成功，积分+${result.reward}`, 2000) })}
      >
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
        <div className="sign-card-label">{hint}</div>
      </div>
      {action}
    </section>
  );
}
