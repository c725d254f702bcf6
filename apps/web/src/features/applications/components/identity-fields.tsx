import { FieldLimit } from '@hall/contract/validators';
import { Form, Input } from 'antd-mobile';

interface IdentityFieldsProps {
  idCard: string;
  name: string;
  onIdCardChange: (value: string) => void;
  onNameChange: (value: string) => void;
}

/** ID number (max 18) and name (max 10), the entry fields of the identity-checked flows. */
export function IdentityFields({ idCard, name, onIdCardChange, onNameChange }: IdentityFieldsProps) {
  return (
    <>
      <Form.Item label="身份证号">
        <Input
          placeholder="请输入身份证号"
          maxLength={FieldLimit.ID_NUMBER}
          value={idCard}
          onChange={(value) => onIdCardChange(value.replace(/[^\dXx]/g, '').toUpperCase())}
          aria-label="身份证号"
        />
      </Form.Item>
      <Form.Item label="姓名">
        <Input placeholder="请输入姓名" maxLength={FieldLimit.NAME} value={name} onChange={onNameChange} aria-label="姓名" />
      </Form.Item>
    </>
  );
}

export { keepDigits } from '../../../shared/lib/format.ts';
