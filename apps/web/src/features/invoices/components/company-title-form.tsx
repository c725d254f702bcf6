import { COMPANY_NAME_MAX_LENGTH } from '@hall/contract/invoices/rules';
import { INVOICE_MESSAGES } from '@hall/contract/invoices/rules';
import type { InvoiceTitle } from '@hall/contract/invoices/schemas';
import { FieldLimit } from '@hall/contract/validators';
import { Button, Form, Input, Popup } from 'antd-mobile';
import { useState } from 'react';
import { showToast } from '../../../shared/ui/toast.ts';
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

/** Mounted each time the popup opens, so it starts from the title being edited. */
function CompanyTitleFields({ userId, initial, onClose, onSaved }: Omit<CompanyTitleFormProps, 'isVisible'>) {
  const [fields, setFields] = useState<TitleFields>(() => initialFields(initial));
  const saveTitle = useSaveCompanyTitle(userId);
  const isEditing = Boolean(initial?.id);

  const change = (name: keyof TitleFields) => (value: string) => setFields((current) => ({ ...current, [name]: value }));

  const save = () => {
    if (!fields.name.trim()) {
      showToast(INVOICE_MESSAGES.TITLE_NAME_REQUIRED);
      return;
    }
    if (!fields.tin.trim()) {
      showToast(INVOICE_MESSAGES.TITLE_TIN_REQUIRED);
      return;
    }
    saveTitle.mutate(
      {
        id: initial?.id ?? '',
        name: fields.name.trim(),
        tin: fields.tin.replace(/\s+/g, '').toUpperCase(),
        address: fields.address.trim(),
        tel: fields.tel.trim(),
        bankName: fields.bankName.trim(),
        bankAccount: fields.bankAccount.trim(),
      },
      { onSuccess: onSaved },
    );
  };

  return (
    <div className="company-form" role="dialog" aria-label={isEditing ? '编辑公司信息' : '添加公司信息'}>
      <h2 className="company-form-title">{isEditing ? '编辑公司信息' : '添加公司信息'}</h2>
      <Form layout="horizontal">
        <Form.Item label="公司名称" required>
          <Input placeholder="请输入公司名称" maxLength={COMPANY_NAME_MAX_LENGTH} value={fields.name} onChange={change('name')} aria-label="公司名称" />
        </Form.Item>
        <Form.Item label="纳税人识别号" required>
          <Input
            placeholder="请输入纳税人识别号"
            maxLength={FieldLimit.TAX_NUMBER}
            value={fields.tin}
            onChange={(value) => change('tin')(value.toUpperCase())}
            aria-label="纳税人识别号"
          />
        </Form.Item>
        <Form.Item label="地址">
          <Input placeholder="选填" maxLength={200} value={fields.address} onChange={change('address')} aria-label="地址" />
        </Form.Item>
        <Form.Item label="电话">
          <Input placeholder="选填" maxLength={30} value={fields.tel} onChange={change('tel')} aria-label="电话" />
        </Form.Item>
        <Form.Item label="开户银行">
          <Input placeholder="选填" maxLength={100} value={fields.bankName} onChange={change('bankName')} aria-label="开户银行" />
        </Form.Item>
        <Form.Item label="银行账号">
          <Input placeholder="选填" maxLength={40} value={fields.bankAccount} onChange={change('bankAccount')} aria-label="银行账号" />
        </Form.Item>
      </Form>
      <div className="page-actions">
        <Button block color="primary" loading={saveTitle.isPending} onClick={save}>
          保存
        </Button>
        <Button block onClick={onClose}>
          取消
        </Button>
      </div>
    </div>
  );
}
