import { StaffLimit, STAFF_USERNAME_PATTERN } from '@hall/contract/console-staff/rules';
import type { OperationInput } from '@hall/contract/schemas';
import { Form, Input, Modal } from 'antd';
import { useCreateStaff } from '../staff-api.ts';
import { StaffRolesField } from './staff-roles-field.tsx';

type StaffForm = OperationInput<'CONSOLE_CREATE_STAFF'>;

/** 新建账号: username, name and roles; the generated first password goes to `onCreated`, to be shown once. */
export function StaffCreateModal({
  isOpen,
  onClose,
  onCreated,
}: {
  isOpen: boolean;
  onClose: () => void;
  onCreated: (answer: { username: string; password: string }) => void;
}) {
  const [form] = Form.useForm<StaffForm>();
  const createStaff = useCreateStaff();
  const create = (fields: StaffForm) =>
    createStaff.mutate(
      { ...fields, username: fields.username.trim(), displayName: fields.displayName.trim() },
      {
        onSuccess: (answer) => {
          form.resetFields();
          onCreated(answer);
        },
      },
    );
  return (
    <Modal
      open={isOpen}
      title="新建员工账号"
      okText="创建账号"
      cancelText="取消"
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={createStaff.isPending}
      destroyOnHidden
    >
      <Form<StaffForm> form={form} layout="vertical" initialValues={{ roles: [] }} onFinish={create}>
        <Form.Item
          label="账号"
          name="username"
          rules={[
            { required: true, whitespace: true, message: '请填写账号' },
            { pattern: STAFF_USERNAME_PATTERN, message: '账号须以字母开头，只能包含字母、数字、.、-和_' },
          ]}
        >
          <Input maxLength={StaffLimit.USERNAME_MAX} autoComplete="off" />
        </Form.Item>
        <Form.Item label="姓名" name="displayName" rules={[{ required: true, whitespace: true, message: '请填写姓名' }]}>
          <Input maxLength={StaffLimit.DISPLAY_NAME_MAX} autoComplete="off" />
        </Form.Item>
        <StaffRolesField />
      </Form>
    </Modal>
  );
}
