import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { isApiError } from '../../../../shared/api/api-error.ts';
import { useLogIn, useLogInWithCode } from '../session-api.ts';

interface LoginFields {
  username: string;
  password: string;
}

const failureOf = (caught: unknown) => (isApiError(caught) ? caught.message : '登录失败，请稍后重试');

/** Staff sign-in of the console: the password, then for a member with TOTP the code. */
export function ConsoleLoginPage() {
  const [error, setError] = useState<string | null>(null);
  const [ticket, setTicket] = useState<string | null>(null);
  const logIn = useLogIn();
  const logInWithCode = useLogInWithCode();

  const submit = (fields: LoginFields) => {
    setError(null);
    logIn.mutate(fields, {
      onSuccess: (answer) => setTicket(answer.step === 'totp' ? answer.ticket : null),
      onError: (caught) => setError(failureOf(caught)),
    });
  };
  const submitCode = ({ code }: { code: string }) => {
    setError(null);
    logInWithCode.mutate({ ticket: ticket ?? '', code }, { onError: (caught) => setError(failureOf(caught)) });
  };

  return (
    <div className="console-login">
      <Card title="运营管理后台" className="console-login-card">
        {ticket ? (
          <Form<{ code: string }> layout="vertical" onFinish={submitCode} requiredMark={false}>
            <Typography.Paragraph>请输入身份验证器中的6位动态口令，或一个未用过的恢复码。</Typography.Paragraph>
            <Form.Item label="动态口令" name="code" rules={[{ required: true, message: '请输入动态口令' }]}>
              <Input autoComplete="one-time-code" inputMode="numeric" maxLength={11} autoFocus />
            </Form.Item>
            {error && <Alert type="error" title={error} showIcon className="console-login-error" />}
            <Button type="primary" htmlType="submit" block loading={logInWithCode.isPending}>
              验证并登录
            </Button>
            <Button
              type="link"
              block
              onClick={() => {
                setTicket(null);
                setError(null);
              }}
            >
              返回重新输入账号密码
            </Button>
          </Form>
        ) : (
          <Form<LoginFields> layout="vertical" onFinish={submit} requiredMark={false}>
            <Form.Item label="账号" name="username" rules={[{ required: true, message: '请输入账号' }]}>
              <Input autoComplete="username" maxLength={40} />
            </Form.Item>
            <Form.Item label="密码" name="password" rules={[{ required: true, message: '请输入密码' }]}>
              <Input.Password autoComplete="current-password" maxLength={128} />
            </Form.Item>
            {error && <Alert type="error" title={error} showIcon className="console-login-error" />}
            <Button type="primary" htmlType="submit" block loading={logIn.isPending}>
              登录
            </Button>
          </Form>
        )}
      </Card>
    </div>
  );
}
