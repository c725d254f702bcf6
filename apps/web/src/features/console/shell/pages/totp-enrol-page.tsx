import { Alert, Button, Card, Form, Input, Result, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { isApiError } from '../../../../shared/api/api-error.ts';
import { ConsoleLoading } from '../components/console-loading.tsx';
import { useConfirmTotp, useEnrolTotp, useReloadSession } from '../session-api.ts';

const failureOf = (caught: unknown) => (isApiError(caught) ? caught.message : '操作失败，请稍后重试');

interface TotpEnrolPageProps {
  displayName: string;
  /** Whether the member's role needs TOTP (they come here before anything else) or chose it. */
  isRequired: boolean;
  /** The way out: 退出登录 when required, 取消 when chosen. */
  onLeave: () => void;
  /** After the recovery codes are kept (the session is read again first). */
  onDone?: () => void;
}

/**
 * 绑定动态口令: a member whose role needs TOTP comes here after the password, before anything
 * else (the server refuses the rest until then); anyone else may choose it from the header. Scan
 * the QR (or type the key), confirm with the first code, and keep the recovery codes shown this once.
 */
export function TotpEnrolPage({ displayName, isRequired, onLeave, onDone }: TotpEnrolPageProps) {
  const enrol = useEnrolTotp();
  const confirm = useConfirmTotp();
  const reloadSession = useReloadSession();
  const [error, setError] = useState<string | null>(null);
  const start = enrol.mutate;
  useEffect(() => start(), [start]);

  if (confirm.data) {
    return (
      <Card title="恢复码（仅显示这一次）" className="console-login-card">
        <Typography.Paragraph>手机丢失时，每个恢复码可代替动态口令登录一次。请抄写或打印后妥善保管。</Typography.Paragraph>
        <ul className="console-recovery-codes" aria-label="恢复码">
          {confirm.data.recoveryCodes.map((code) => (
            <li key={code}>
              <Typography.Text code copyable>
                {code}
              </Typography.Text>
            </li>
          ))}
        </ul>
        <Button type="primary" block onClick={() => void reloadSession().then(onDone)}>
          我已保存恢复码，进入后台
        </Button>
      </Card>
    );
  }
  if (enrol.isError) {
    return <Result status="error" title="获取动态口令密钥失败" subTitle={failureOf(enrol.error)} extra={<Button onClick={() => start()}>重试</Button>} />;
  }
  if (!enrol.data) {
    return <ConsoleLoading label="正在生成密钥" size="large" />;
  }
  const submit = ({ code }: { code: string }) => {
    setError(null);
    confirm.mutate(code.trim(), { onError: (caught) => setError(failureOf(caught)) });
  };
  return (
    <Card title="绑定动态口令（两步验证）" className="console-login-card">
      <Space direction="vertical">
        <Typography.Text>
          {displayName}，{isRequired ? '您的账号须使用动态口令登录' : '绑定后登录时除密码外还须输入动态口令'}。请用身份验证器扫描二维码，或手动输入密钥：
        </Typography.Text>
        <img src={enrol.data.qrDataUrl} alt="动态口令二维码" width={200} height={200} />
        <Typography.Text>
          密钥：
          <Typography.Text code copyable data-testid="totp-secret">
            {enrol.data.secret}
          </Typography.Text>
        </Typography.Text>
        <Form<{ code: string }> layout="vertical" onFinish={submit} requiredMark={false}>
          <Form.Item label="动态口令" name="code" rules={[{ required: true, message: '请输入6位动态口令' }]}>
            <Input autoComplete="one-time-code" inputMode="numeric" maxLength={6} />
          </Form.Item>
          {error && <Alert type="error" title={error} showIcon className="console-login-error" />}
          <Button type="primary" htmlType="submit" block loading={confirm.isPending}>
            确认绑定
          </Button>
        </Form>
        <Button type="link" onClick={onLeave}>
          {isRequired ? '退出登录' : '取消'}
        </Button>
      </Space>
    </Card>
  );
}
