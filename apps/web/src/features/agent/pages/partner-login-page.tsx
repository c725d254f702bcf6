import { Button, Result } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { usePartnerLogin } from '../api.ts';
import '../agent.css';

/** The nine partner channel prefixes and where each one's link opens. */
const PARTNER_TARGETS: Record<string, string> = {
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

export const PARTNER_PREFIXES = Object.keys(PARTNER_TARGETS);

/** Fixed partner links: log in as the channel's configured account (no captcha), then open cards. */
export function PartnerLoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const channel = PARTNER_PREFIXES.find((prefix) => location.pathname.slice(1).startsWith(prefix)) ?? '';
  const [isFailed, setIsFailed] = useState(false);
  const { mutate: logIn } = usePartnerLogin();
  const hasStarted = useRef(false);

  useEffect(() => {
    if (hasStarted.current) {
      return;
    }
    hasStarted.current = true;
    logIn(channel, {
      onSuccess: () => navigate(PARTNER_TARGETS[channel] ?? '/OpenCard', { replace: true }),
      onError: () => setIsFailed(true),
    });
  }, [channel, logIn, navigate]);

  return (
    <div className="page">
      {isFailed ? (
        <>
          <Result status="error" title="登录失败" description="该渠道暂不可用，请联系渠道管理员" />
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
