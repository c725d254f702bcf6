import { AgentCheck, AgentMessage } from '@hall/contract/agent/rules';
import { ResponseCode } from '@hall/contract/codes';
import { Button, Toast } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../shared/api/api-error.ts';
import { checkFields, HallForm, useHallForm } from '../../../shared/form/hall-form.tsx';
import { TextField } from '../../../shared/form/text-field.tsx';
import { isAndroidOrIphone } from '../../../shared/lib/device.ts';
import { readSession, takeSession, writeSession } from '../../../shared/lib/storage.ts';
import { showAlert } from '../../../shared/ui/dialogs.ts';
import { showAgentToast } from '../agent-toast.ts';
import { buildCaptchaUrl, createRandomString, useAgentLogin } from '../agent-login-api.ts';
import { LOGIN_RETURN_KEY } from '../agent-storage.ts';
import { OpenInBrowserBanner } from '../components/open-in-browser-banner.tsx';
import '../agent.css';

const RELOADED_KEY = 'agentLoginReloaded';

interface LoginValues {
  workNo: string;
  password: string;
  captcha: string;
}

/** /login: work number, password and an image captcha that refreshes on tap. */
export function LoginPage() {
  const navigate = useNavigate();
  const form = useHallForm<LoginValues>();
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
    form.setFieldValue('captcha', '');
    setTimes((value) => value + 1);
  };

  const logIn = async () => {
    if (!isSupported) {
      await showAlert(AgentMessage.UNSUPPORTED_SYSTEM);
      return;
    }
    const values = await checkFields(form, undefined, showAgentToast);
    if (!values) {
      return;
    }
    // The password goes as typed, spaces included; the other values trimmed.
    const typedPassword: unknown = form.getFieldValue('password');
    const password = typeof typedPassword === 'string' ? typedPassword : '';
    agentLogin.mutate(
      { workNo: values.workNo, password, captcha: values.captcha, randomStr },
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
      {/* The button first refuses a desktop system, then checks the rows; a keyboard submit does the same. */}
      <HallForm form={form} showFailure={showAgentToast} onSubmit={() => void logIn()}>
        <TextField name="workNo" label="账号" placeholder="请输入工号" maxLength={32} check={AgentCheck.ACCOUNT} isClearable />
        <TextField name="password" label="密码" kind="password" placeholder="请输入密码" maxLength={64} check={AgentCheck.PASSWORD} isClearable />
        <TextField
          name="captcha"
          label="验证码"
          placeholder="请输入验证码"
          maxLength={8}
          check={AgentCheck.CAPTCHA}
          isClearable
          extra={
            <button type="button" className="agent-captcha" onClick={refreshCaptcha} aria-label="看不清，换一张">
              <img src={buildCaptchaUrl(randomStr, times)} alt="图片验证码" width={120} height={44} />
            </button>
          }
        />
      </HallForm>
      <div className="page-actions">
        <Button block color="primary" size="large" loading={agentLogin.isPending} onClick={() => void logIn()}>
          登录
        </Button>
      </div>
    </div>
  );
}
