import { PARTNER_CHANNELS, PartnerLinkMessage, type PartnerChannel } from '@hall/contract/agent/rules';
import { Button, Result } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../../shared/api/api-error.ts';
import { usePartnerLogin } from '../agent-login-api.ts';
import '../agent.css';

/** Where each of the nine partner channels' links opens. */
const PARTNER_TARGETS: Record<PartnerChannel, string> = {
  Dx: '/OpenCard',
  Yh: '/OpenCard',
  Sw: '/OpenCard',
  ph: '/OpenCard',
  Cy: '/VnoOpenCard?title=1',
  Yy: '/VnoOpenCard?title=1',
  Zn: '/VnoOpenCard?title=1',
  Zy: '/VnoOpenCard?title=1',
  Hgxh: '/OpenCard',
};

const FAILED_DESCRIPTION = '该渠道暂不可用，请联系渠道管理员';

/**
 * A link has expired (spec: 链接已失效，请退出此页面 on /linkExpired) when it can never log in
 * again: signed more than PARTNER_LINK_MAX_AGE_SECONDS ago, already used once, or of a channel
 * staff disabled. A link that was never valid (unsigned, a wrong signature, an unknown channel)
 * says so on this page instead.
 */
const EXPIRED_LINK_REFUSALS: readonly string[] = [PartnerLinkMessage.EXPIRED, PartnerLinkMessage.USED, PartnerLinkMessage.DISABLED];

export function isExpiredLinkRefusal(error: unknown): boolean {
  return isApiError(error) && error.status === 200 && EXPIRED_LINK_REFUSALS.includes(error.message);
}

/**
 * Partner links: the partner's site signs each link (ts, nonce, sig in the query); the server logs
 * in the channel's agent (no captcha) once per link, then the page opens cards.
 */
export function PartnerLoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const channel = PARTNER_CHANNELS.find((prefix) => location.pathname.slice(1).startsWith(prefix)) ?? '';
  const [failure, setFailure] = useState<string | null>(null);
  const { mutate: logIn } = usePartnerLogin();
  const hasStarted = useRef(false);

  useEffect(() => {
    if (hasStarted.current) {
      return;
    }
    hasStarted.current = true;
    const link = { channel, ts: searchParams.get('ts') ?? '', nonce: searchParams.get('nonce') ?? '', sig: searchParams.get('sig') ?? '' };
    logIn(link, {
      onSuccess: () => navigate(channel ? PARTNER_TARGETS[channel] : '/OpenCard', { replace: true }),
      onError: (error) => {
        if (isExpiredLinkRefusal(error)) {
          navigate('/linkExpired', { replace: true });
          return;
        }
        setFailure(isApiError(error) ? error.message : FAILED_DESCRIPTION);
      },
    });
  }, [channel, logIn, navigate, searchParams]);

  return (
    <div className="page">
      {failure !== null ? (
        <>
          <Result status="error" title="登录失败" description={failure} />
          <div className="page-actions">
            <Button block onClick={() => navigate('/login')}>
              使用工号登录
            </Button>
          </div>
        </>
      ) : (
        <Result status="waiting" title="微信登录" description="正在登录，请稍候..." />
      )}
    </div>
  );
}
