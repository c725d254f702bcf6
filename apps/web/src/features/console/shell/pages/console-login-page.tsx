import { Alert, Button, Card, Form, Input } from 'antd';
import { useState } from 'react';
import { isApiError } from '../../../../shared/api/api-error.ts';
import { useLogIn } from '../session-api.ts';

interface LoginFields {
  username: string;
  password: string;
}

/** Staff sign-in of the console. */
export function ConsoleLoginPage() {
  const [error, setError] = useState<string | null>(null);
  const logIn = useLogIn();

  const submit = (fields: LoginFields) => {
    setError(null);
    logIn.mutate(fields, { onError: (caught) => setError(isApiError(caught) ? caught.message : '登录失败，请稍后重试') });
  };

  return (
    <div className="console-login">
      <Card title="运营管理后台" className="console-login-card">
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
      </Card>
    </div>
  );
}
