import { Alert, Button, Modal, Space, Typography } from 'antd';
import { useState } from 'react';

/** A generated password and whose it is (an agent's 工号, a staff member's 账号). */
export interface ShownPassword {
  /** 工号 or 账号: what the account is called where it is shown. */
  label: string;
  account: string;
  password: string;
}

/** A generated password, shown this once with a copy button; closing forgets it. */
export function PasswordOnceModal({ shown, onClose }: { shown: ShownPassword | null; onClose: () => void }) {
  const [isCopied, setIsCopied] = useState(false);
  const close = () => {
    setIsCopied(false);
    onClose();
  };
  const copy = async () => {
    if (shown) {
      await navigator.clipboard.writeText(shown.password);
      setIsCopied(true);
    }
  };
  return (
    <Modal
      open={shown !== null}
      title={`${shown?.label ?? ''}初始密码`}
      onCancel={close}
      footer={<Button onClick={close}>我已记下，关闭</Button>}
      destroyOnHidden
    >
      {shown && (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Alert type="warning" showIcon message="密码只显示这一次，关闭后无法再查看，请立即复制并转交本人。" />
          <Typography.Text>
            {shown.label}：{shown.account}
          </Typography.Text>
          <Space>
            <Typography.Text code style={{ fontSize: 18 }} aria-label="初始密码">
              {shown.password}
            </Typography.Text>
            <Button onClick={() => void copy()}>{isCopied ? '已复制' : '复制密码'}</Button>
          </Space>
        </Space>
      )}
    </Modal>
  );
}
