import { AgentMessage } from '@hall/contract/agent/rules';
import { ResponseCode } from '@hall/contract/codes';
import { Button, Form, Input, Toast } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../shared/api/api-error.ts';
import { isAndroidOrIphone } from '../../../shared/lib/device.ts';
import { readSession, takeSession, writeSession } from '../../../shared/lib/storage.ts';
import { showAlert } from '../../../shared/ui/dialogs.ts';
import { showAgentToast } from '../agent-toast.ts';
import { buildCaptchaUrl, createRandomString, useAgentLogin } from '../api.ts';
import { LOGIN_RETURN_KEY } from '../agent-storage.ts';
import { OpenInBrowserBanner } from '../components/open-in-browser-banner.tsx';
import '../agent.css';

const RELOADED_KEY = 'agentLoginReloaded';

/** /login: work number, password and an image captcha that refreshes on tap. */
export function LoginPage() {
  const navigate = useNavigate();
  const [workNo, setWorkNo] = useState('');
  const [password, setPassword] = useState('');
  const [captcha, setCaptcha] = useState('');
  const [randomStr] = useState(createRandomString);
  const [times, setTimes] = useState(1);
  const agentLogin = useAgentLogin();
  const isSupported = isAndroidOrIphone();

  useEffect(() => {
    // The page reloads itself once on first entry (a fresh WeChat web view).
    if (!readSession(RELOADED_KEY)) {
      writeSession(RELOADED_KEY, '1');
      window.location.reload();
      return;
    }
    if (!isAndroidOrIphone()) {
      void showAlert(AgentMessage.UNSUPPORTED_SYSTEM);
    }
  }, []);

  const refreshCaptcha = () => {
    setCaptcha('');
    setTimes((value) => value + 1);
  };

  const logIn = async () => {
    if (!isSupported) {
      await showAlert(AgentMessage.UNSUPPORTED_SYSTEM);
      return;
    }
    if (!workNo.trim()) {
      showAgentToast(AgentMessage.ACCOUNT_REQUIRED);
      return;
    }
    if (!password) {
      showAgentToast(AgentMessage.PASSWORD_REQUIRED);
      return;
    }
    if (!captcha.trim()) {
      showAgentToast(AgentMessage.CAPTCHA_REQUIRED);
      return;
    }
    agentLogin.mutate(
      { workNo: workNo.trim(), password, captcha: captcha.trim(), randomStr },
      {
        onSuccess: () => {
          // A failed attempt's message must not linger on the home page.
          Toast.clear();
          const returnPath = takeSession(LOGIN_RETURN_KEY);
          navigate(returnPath && returnPath.startsWith('/') ? returnPath : '/OpenCardMessage', { replace: true });
        },
        onError: (error) => {
          // A wrong or expired captcha cannot be tried again: show a new one.
          if (isApiError(error) && error.code === ResponseCode.INVALID) {
            refreshCaptcha();
          }
        },
      },
    );
  };

  return (
    <div className="page agent-login">
      <OpenInBrowserBanner />
      <div className="agent-login-brand">
        <h1>代理商开卡系统</h1>
        <p className="muted">请使用工号登录</p>
      </div>
      <Form layout="horizontal" mode="card">
        <Form.Item label="账号">
          <Input placeholder="请输入工号" value={workNo} onChange={setWorkNo} maxLength={32} aria-label="账号" clearable />
        </Form.Item>
        <Form.Item label="密码">
          <Input placeholder="请输入密码" type="password" value={password} onChange={setPassword} maxLength={64} aria-label="密码" clearable />
        </Form.Item>
        <Form.Item
          label="验证码"
          extra={
            <button type="button" className="agent-captcha" onClick={refreshCaptcha} aria-label="看不清，换一张">
              <img src={buildCaptchaUrl(randomStr, times)} alt="图片验证码" width={120} height={44} />
            </button>
          }
        >
          <Input placeholder="请输入验证码" value={captcha} onChange={setCaptcha} maxLength={8} aria-label="验证码" clearable />
        </Form.Item>
      </Form>
      <div className="page-actions">
        <Button block color="primary" size="large" loading={agentLogin.isPending} onClick={() => void logIn()}>
          登录
        </Button>
      </div>
    </div>
  );
}
