import { checkCompanyInvoice, INVOICE_MAX_RESENDS, INVOICE_MESSAGES, INVOICE_TYPE_NAMES, InvoiceCheck, InvoiceTitleKind } from '@hall/contract/invoices/rules';
import { Form, List, Radio, Space } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { toRules } from '../../../shared/form/field-rules.ts';
import { HallForm, useFieldDefault, useHallForm } from '../../../shared/form/hall-form.tsx';
import { SubmitBar } from '../../../shared/form/submit-bar.tsx';
import { TextField } from '../../../shared/form/text-field.tsx';
import { formatYuan } from '../../../shared/lib/format.ts';
import { useMember } from '../../../shared/member/use-member.ts';
import { MissingInputPage } from '../../../shared/ui/missing-input-page.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { showSuccessToast } from '../../../shared/ui/toast.ts';
import { companyTitlesQuery, useSendInvoice } from '../api.ts';
import { InvoiceSummary } from '../components/invoice-summary.tsx';
import { formatFeeMonth } from '../invoice-format.ts';
import {
  readCheckedMonths,
  readChosenTitleId,
  readDraft,
  readInvoiceUserId,
  readSelectFlag,
  removeTemporaryInvoiceKeys,
  saveDraft,
  saveSelectFlag,
  type InvoiceDraft,
} from '../invoice-storage.ts';
import '../invoices.css';

type SelectFlag = '0' | '1';

interface SubmitInvoiceValues extends InvoiceDraft {
  selectFlag: SelectFlag;
}

interface InvoiceTypeChoiceProps {
  isCompany: boolean;
  value?: InvoiceDraft['invoiceType'];
  onChange?: (value: InvoiceDraft['invoiceType']) => void;
}

/** The invoice type: chosen for a company title, always the ordinary e-invoice for a personal one. */
function InvoiceTypeChoice({ isCompany, value, onChange }: InvoiceTypeChoiceProps) {
  if (!isCompany) {
    return <span>{INVOICE_TYPE_NAMES['82']}</span>;
  }
  return (
    <Radio.Group value={value} onChange={(next) => onChange?.(next === '81' ? '81' : '82')}>
      <Space direction="vertical">
        <Radio value="81">{INVOICE_TYPE_NAMES['81']}</Radio>
        <Radio value="82">{INVOICE_TYPE_NAMES['82']}</Radio>
      </Space>
    </Radio.Group>
  );
}

/** /submitInvoice: the chosen months as one invoice, personal (82) or company (81/82), sent by e-mail. */
export function SubmitInvoicePage() {
  const navigate = useNavigate();
  const sendInvoice = useSendInvoice();
  const form = useHallForm<SubmitInvoiceValues>();
  const [months] = useState(readCheckedMonths);
  const [initialValues] = useState((): SubmitInvoiceValues => ({ selectFlag: readSelectFlag(), ...readDraft() }));
  // The form's values are watched from its first render on; until then they are the initial ones.
  const selectFlag = Form.useWatch('selectFlag', form) ?? initialValues.selectFlag;
  const invoiceType = Form.useWatch('invoiceType', form);
  const email = Form.useWatch('email', form);
  useFieldDefault(form, 'email', useMember().data?.memberInfo.contactEmail ?? '');
  const userId = readInvoiceUserId();
  const chosenTitleId = readChosenTitleId();
  const isCompany = selectFlag === '1';
  const titles = useQuery({ ...companyTitlesQuery(userId), enabled: isCompany && userId !== '' });
  const chosenTitle = titles.data?.find((title) => title.id === chosenTitleId) ?? null;
  const total = months.reduce((sum, month) => sum + month.feeAmount, 0);
  const checkCompany = checkCompanyInvoice(chosenTitle);
  const checkInvoiceType = (value: string, values: Record<string, unknown>) => (values.selectFlag === '1' ? checkCompany(value) : null);

  // What the person changed is kept at once, so it survives a visit to the company manager or a reload.
  useEffect(() => {
    if (form.isFieldsTouched(['invoiceType', 'email'])) {
      saveDraft({ invoiceType: invoiceType ?? '', email: email ?? '' });
    }
  }, [form, invoiceType, email]);

  const chooseCompany = () => {
    saveDraft({ invoiceType: invoiceType ?? initialValues.invoiceType, email: email ?? initialValues.email });
    navigate('/addsite?select=1');
  };

  const submit = (values: SubmitInvoiceValues) => {
    const ids = months.map((month) => month.id).join(',');
    const payload =
      values.selectFlag === '1' && chosenTitle
        ? {
            ids,
            type: InvoiceTitleKind.COMPANY,
            email: values.email,
            tinId: chosenTitle.id,
            invoiceType: values.invoiceType || undefined,
            name: chosenTitle.name,
            tin: chosenTitle.tin,
            address: chosenTitle.address,
            tel: chosenTitle.tel,
            bankName: chosenTitle.bankName,
            bankAccount: chosenTitle.bankAccount,
          }
        : { ids, type: InvoiceTitleKind.PERSONAL, email: values.email };
    sendInvoice.mutate(payload, {
      onSuccess: (result) => {
        showSuccessToast(result.message, 2000);
        removeTemporaryInvoiceKeys();
        navigate('/billing', { replace: true });
      },
    });
  };

  if (months.length === 0) {
    return (
      <MissingInputPage title="开具发票" chooseAt="/invoiceList" emptyTitle="暂无数据" description={INVOICE_MESSAGES.MONTHS_REQUIRED} chooseText="去选择月份" />
    );
  }

  return (
    <div className="page">
      <PageHeader title="开具发票" backTo="/invoiceList" />
      <InvoiceSummary
        name="开票信息"
        rows={[
          { label: '开票月份', value: months.map((month) => formatFeeMonth(month.feeMonth)).join('、'), valueClassName: 'invoice-months-text' },
          { label: '发票内容', value: '话费' },
          { label: '开票金额', value: `¥${formatYuan(total)}`, valueClassName: 'invoice-amount' },
        ]}
      />
      <HallForm form={form} initialValues={initialValues} onSubmit={submit}>
        <Form.Item name="selectFlag" label="抬头类型">
          <Radio.Group onChange={(value) => saveSelectFlag(value === '1' ? '1' : '0')}>
            <Space>
              <Radio value="0">个人</Radio>
              <Radio value="1">单位</Radio>
            </Space>
          </Radio.Group>
        </Form.Item>
        {/* One row for both title types, so that the company checks keep their place before the e-mail's. */}
        <Form.Item name="invoiceType" label="发票类型" rules={toRules(checkInvoiceType)}>
          <InvoiceTypeChoice isCompany={isCompany} />
        </Form.Item>
        <TextField name="email" label="接收邮箱" kind="email" placeholder="请输入接收发票的邮箱" check={InvoiceCheck.EMAIL} isClearable />
      </HallForm>
      {isCompany && (
        <List header="公司信息" mode="card">
          <List.Item onClick={chooseCompany} clickable description={chosenTitle ? `税号：${chosenTitle.tin}` : '请选择或添加公司信息'}>
            {chosenTitle ? chosenTitle.name : '选择公司信息'}
          </List.Item>
        </List>
      )}
      <p className="invoice-hint">发票开具成功后将以PDF发送至邮箱，每张发票的邮件最多可重新发送{INVOICE_MAX_RESENDS}次</p>
      <SubmitBar form={form} text="提交" isPending={sendInvoice.isPending} />
    </div>
  );
}
