import { COMPANY_NAME_MAX_LENGTH, InvoiceCheck } from '@hall/contract/invoices/rules';
import type { InvoiceTitle } from '@hall/contract/invoices/schemas';
import { FieldLimit } from '@hall/contract/validators';
import { Button, Popup } from 'antd-mobile';
import { HallForm, useHallForm } from '../../../shared/form/hall-form.tsx';
import { SubmitBar } from '../../../shared/form/submit-bar.tsx';
import { TextField } from '../../../shared/form/text-field.tsx';
import { useSaveCompanyTitle } from '../api.ts';

type TitleFields = Omit<InvoiceTitle, 'id'>;

interface CompanyTitleFormProps {
  isVisible: boolean;
  userId: string;
  /** The title being edited, or the fields to start an add with. */
  initial: (Partial<TitleFields> & { id?: string }) | null;
  onClose: () => void;
  onSaved: (title: InvoiceTitle) => void;
}

/** Add or edit a company title: name and taxpayer ID required (ID uppercased, 20 at most). */
export function CompanyTitleForm({ isVisible, userId, initial, onClose, onSaved }: CompanyTitleFormProps) {
  return (
    <Popup visible={isVisible} onMaskClick={onClose} bodyStyle={{ borderTopLeftRadius: 12, borderTopRightRadius: 12 }}>
      {isVisible && <CompanyTitleFields userId={userId} initial={initial} onClose={onClose} onSaved={onSaved} />}
    </Popup>
  );
}

function initialFields(initial: CompanyTitleFormProps['initial']): TitleFields {
  return {
    name: initial?.name ?? '',
    tin: initial?.tin ?? '',
    address: initial?.address ?? '',
    tel: initial?.tel ?? '',
    bankName: initial?.bankName ?? '',
    bankAccount: initial?.bankAccount ?? '',
  };
}

const keepUpperCase = (value: string) => value.toUpperCase();

/** Mounted each time the popup opens, so it starts from the title being edited. */
function CompanyTitleFields({ userId, initial, onClose, onSaved }: Omit<CompanyTitleFormProps, 'isVisible'>) {
  const form = useHallForm<TitleFields>();
  const saveTitle = useSaveCompanyTitle(userId);
  const isEditing = Boolean(initial?.id);

  const save = (fields: TitleFields) => saveTitle.mutate({ id: initial?.id ?? '', ...fields, tin: fields.tin.replace(/\s+/g, '') }, { onSuccess: onSaved });

  return (
    <div className="company-form" role="dialog" aria-label={isEditing ? '编辑公司信息' : '添加公司信息'}>
      <h2 className="company-form-title">{isEditing ? '编辑公司信息' : '添加公司信息'}</h2>
      <HallForm form={form} initialValues={initialFields(initial)} onSubmit={save} look="plain">
        <TextField name="name" label="公司名称" placeholder="请输入公司名称" maxLength={COMPANY_NAME_MAX_LENGTH} check={InvoiceCheck.TITLE_NAME} isRequired />
        <TextField
          name="tin"
          label="纳税人识别号"
          placeholder="请输入纳税人识别号"
          maxLength={FieldLimit.TAX_NUMBER}
          keep={keepUpperCase}
          check={InvoiceCheck.TITLE_TIN}
          isRequired
        />
        <TextField name="address" label="地址" placeholder="选填" maxLength={200} />
        <TextField name="tel" label="电话" placeholder="选填" maxLength={30} />
        <TextField name="bankName" label="开户银行" placeholder="选填" maxLength={100} />
        <TextField name="bankAccount" label="银行账号" placeholder="选填" maxLength={40} />
      </HallForm>
      <SubmitBar form={form} text="保存" isPending={saveTitle.isPending}>
        <Button block onClick={onClose}>
          取消
        </Button>
      </SubmitBar>
    </div>
  );
}
