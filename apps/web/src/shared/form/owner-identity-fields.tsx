import { FieldLimit } from '@hall/contract/validators';
import { ownerIdentityChecks, type IdDigits, type OwnerIdentityMessages } from '../lib/owner-identity.ts';
import { keepIdCharacters } from './field-kinds.ts';
import { TextField } from './text-field.tsx';

interface OwnerIdentityFieldsProps {
  idDigits: IdDigits;
  messages?: OwnerIdentityMessages;
  namePlaceholder?: string;
  /** Drops anything but digits and X as it is typed (the applications' forms); otherwise the value is only upper-cased. */
  isIdCharactersOnly?: boolean;
  /** The values' keys, where a form holds two identities (the transfer's receiver). */
  names?: { idCard: string; name: string };
}

const ID_TEXTS: Record<IdDigits, { placeholder: string; ariaLabel: string }> = {
  full: { placeholder: '请输入身份证号', ariaLabel: '身份证号' },
  last6: { placeholder: '请输入身份证号后六位', ariaLabel: '身份证号后六位' },
};

/** The owner's ID number and name rows of a hall form, checked with the contract's messages. */
export function OwnerIdentityFields({
  idDigits,
  messages,
  namePlaceholder = '请输入姓名',
  isIdCharactersOnly = false,
  names = { idCard: 'idCard', name: 'name' },
}: OwnerIdentityFieldsProps) {
  const checks = ownerIdentityChecks(idDigits, messages);
  return (
    <>
      <TextField
        name={names.idCard}
        label="身份证号"
        kind={idDigits === 'full' ? 'idNumber' : 'idLast6'}
        placeholder={ID_TEXTS[idDigits].placeholder}
        ariaLabel={ID_TEXTS[idDigits].ariaLabel}
        check={checks.idCard}
        keep={isIdCharactersOnly ? keepIdCharacters : undefined}
      />
      <TextField name={names.name} label="姓名" kind="name" placeholder={namePlaceholder} check={checks.name} maxLength={FieldLimit.NAME} />
    </>
  );
}
