import { hasTotpRequiredRole, STAFF_ROLE_TEXT } from '@hall/contract/console-staff/rules';
import { STAFF_ROLES } from '@hall/contract/operation';
import { Checkbox, Form } from 'antd';

const ROLE_OPTIONS = STAFF_ROLES.map((role) => ({
  value: role,
  label: hasTotpRequiredRole([role]) ? `${STAFF_ROLE_TEXT[role]}（须动态口令）` : STAFF_ROLE_TEXT[role],
}));

/** The roles of an account, at least one; the roles that must log in with a second factor say so. */
export function StaffRolesField() {
  return (
    <Form.Item label="角色" name="roles" rules={[{ required: true, type: 'array', min: 1, message: '请至少选择一个角色' }]}>
      <Checkbox.Group options={ROLE_OPTIONS} />
    </Form.Item>
  );
}
