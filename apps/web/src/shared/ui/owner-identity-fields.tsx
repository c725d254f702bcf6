import { FieldLimit } from '@hall/contract/validators';
import { Form, Input } from 'antd-mobile';
import type { IdDigits } from '../lib/owner-identity.ts';

interface OwnerIdentityFieldsProps {
  idDigits: IdDigits;
  idCard: string;
  name: string;
  onIdCardChange: (value: string) => void;
  onNameChange: (value: string) => void;
  namePlaceholder?: string;
  /** Drops anything but digits and X as it is typed (the applications' forms); otherwise the value is only upper-cased. */
  isIdCharactersOnly?: boolean;
}

const ID_TEXTS: Record<IdDigits, { placeholder: string; label: string; maxLength: number }> = {
  full: { placeholder: '请输入身份证号', label: '身份证号', maxLength: FieldLimit.ID_NUMBER },
  last6: { placeholder: '请输入身份证号后六位', label: '身份证号后六位', maxLength: FieldLimit.ID_LAST6 },
};

/** The owner's ID number and name rows of a form (the X of an ID is always upper case). */
export function OwnerIdentityFields({
  idDigits,
  idCard,
  name,
  onIdCardChange,
  onNameChange,
  namePlaceholder = '请输入姓名',
  isIdCharactersOnly = false,
}: OwnerIdentityFieldsProps) {
  const idTexts = ID_TEXTS[idDigits];
  const cleanIdCard = (value: string) => (isIdCharactersOnly ? value.replace(/[^\dXx]/g, '') : value).toUpperCase();
  return (
    <>
      <Form.Item label="身份证号">
        <Input
          placeholder={idTexts.placeholder}
          maxLength={idTexts.maxLength}
          value={idCard}
          onChange={(value) => onIdCardChange(cleanIdCard(value))}
          aria-label={idTexts.label}
        />
      </Form.Item>
      <Form.Item label="姓名">
        <Input placeholder={namePlaceholder} maxLength={FieldLimit.NAME} value={name} onChange={onNameChange} aria-label="姓名" />
      </Form.Item>
    </>
  );
}
