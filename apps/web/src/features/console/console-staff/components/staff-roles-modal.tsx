import type { StaffAccount } from '@hall/contract/console-staff/schemas';
import type { StaffRole } from '@hall/contract/operation';
import { Form, Modal } from 'antd';
import { useSetStaffRoles } from '../staff-api.ts';
import { StaffRolesField } from './staff-roles-field.tsx';

/** 设置角色 of one account; the server keeps the console's last admin one. */
export function StaffRolesModal({ account, onClose }: { account: StaffAccount | null; onClose: () => void }) {
  const [form] = Form.useForm<{ roles: StaffRole[] }>();
  const setRoles = useSetStaffRoles();
  const save = ({ roles }: { roles: StaffRole[] }) => {
    if (account) {
      setRoles.mutate({ username: account.username, roles }, { onSuccess: onClose });
    }
  };
  return (
    <Modal
      open={account !== null}
      title={account ? `设置 ${account.displayName}（${account.username}）的角色` : ''}
      okText="保存角色"
      cancelText="取消"
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={setRoles.isPending}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={{ roles: account?.roles ?? [] }} onFinish={save}>
        <StaffRolesField />
      </Form>
    </Modal>
  );
}
