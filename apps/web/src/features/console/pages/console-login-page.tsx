import { Alert, Button, Card, Form, Input } from 'antd';
import { useState } from 'react';
import { callStaff } from '../call-staff.ts';
import { isApiError } from '../../../shared/api/api-error.ts';

interface LoginFields {
  username: string;
  password: string;
}

/** Staff sign-in of the console. */
export function ConsoleLoginPage({ onLoggedIn }: { onLoggedIn: () => void }) {
  const [error, setError] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);

  const submit = async (fields: LoginFields) => {
    setIsSubmitting(true);
    setError(null);
    try {
      await callStaff('CONSOLE_LOGIN', fields, { isSilent: true, loading: false });
      onLoggedIn();
    } catch (caught) {
      setError(isApiError(caught) ? caught.message : '登录失败，请稍后重试');
    } finally {
      setIsSubmitting(false);
    }
  };

  return (
    <div className="console-login">
      <Card title="运营管理后台" className="console-login-card">
        <Form<LoginFields> layout="vertical" onFinish={(fields) => void submit(fields)} requiredMark={false}>
          <Form.Item label="账号" name="username" rules={[{ required: true, message: '请输入账号' }]}>
            <Input autoComplete="username" maxLength={40} />
          </Form.Item>
          <Form.Item label="密码" name="password" rules={[{ required: true, message: '请输入密码' }]}>
            <Input.Password autoComplete="current-password" maxLength={128} />
          </Form.Item>
          {error && <Alert type="error" title={error} showIcon className="console-login-error" />}
          <Button type="primary" htmlType="submit" block loading={isSubmitting}>
            登录
          </Button>
        </Form>
      </Card>
    </div>
  );
}
