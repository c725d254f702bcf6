import type { ReactNode } from 'react';
import { Button } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useMember } from '../../../shared/member/use-member.ts';
import { combineQueries } from '../../../shared/ui/combined-query.ts';
import { RELOAD_LABEL } from '../../../shared/ui/load-failed.tsx';
import { QueryView } from '../../../shared/ui/query-view.tsx';
import { showSuccessToast } from '../../../shared/ui/toast.ts';
import { signStatusQuery, useSignIn } from '../api.ts';

const BIND_HINT = '绑定手机号后可签到领积分';

/** The card: current points ('--' until a bound number's are known), a hint, and the one action. */
function SignCard({ points, hint, action }: { points: number | null; hint: string; action: ReactNode }) {
  return (
    <section className="sign-card" aria-label="每日签到">
      <div>
        <div className="sign-card-label">当前积分</div>
        <div className="sign-card-points" data-testid="current-points">
          {points ?? '--'}
        </div>
        <div className="sign-card-label">{hint}</div>
      </div>
      {action}
    </section>
  );
}

/** Current points and the daily sign-in (once a day, the reward the server's points settings give). */
export function SignInCard() {
  const navigate = useNavigate();
  const member = useMember();
  const signStatus = useQuery(signStatusQuery);
  const signIn = useSignIn();

  const knownPoints = member.data?.mobilePhoneInfo?.pointInfo.currentPoints ?? null;
  const loading = (
    <SignCard
      points={knownPoints}
      hint={member.data?.mobilePhoneInfo ? '每日签到' : BIND_HINT}
      action={
        <Button size="small" loading disabled>
          加载中
        </Button>
      }
    />
  );
  return (
    <QueryView
      query={combineQueries(member, signStatus)}
      loading={loading}
      // A load that failed says nothing about binding: it offers 重新加载, never 绑定号码.
      failed={({ onRetry, isRetrying }) => (
        <SignCard
          points={knownPoints}
          hint="积分加载失败"
          action={
            <Button size="small" loading={isRetrying} onClick={() => void onRetry()}>
              {RELOAD_LABEL}
            </Button>
          }
        />
      )}
    >
      {([{ mobilePhoneInfo }, { is_sign: isSigned, reward }]) => {
        if (!mobilePhoneInfo) {
          const bind = (
            <Button size="small" onClick={() => navigate('/PersonalInformation')}>
              绑定号码
            </Button>
          );
          return <SignCard points={null} hint={BIND_HINT} action={bind} />;
        }
        const signAction = isSigned ? (
          <Button size="small" disabled>
            今日已签到
          </Button>
        ) : (
          <Button
            size="small"
            loading={signIn.isPending}
            onClick={() => signIn.mutate(undefined, { onSuccess: (result) => showSuccessToast(`签到成功，积分+${result.reward}`, 2000) })}
          >
            签到
          </Button>
        );
        return <SignCard points={mobilePhoneInfo.pointInfo.currentPoints} hint={reward ? `每日签到可得${reward}积分` : '每日签到'} action={signAction} />;
      }}
    </QueryView>
  );
}
