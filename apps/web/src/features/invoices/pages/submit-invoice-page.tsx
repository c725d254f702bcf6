import { INVOICE_MAX_RESENDS, INVOICE_TYPE_NAMES, InvoiceTitleKind } from '@hall/contract/invoices/rules';
import { INVOICE_MESSAGES } from '@hall/contract/invoices/rules';
import { isEmail } from '@hall/contract/validators';
import { Button, Form, Input, List, Radio, Space } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { formatYuan } from '../../../shared/lib/format.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { showSuccessToast, showToast } from '../../../shared/ui/toast.ts';
import { companyTitlesQuery, useSendInvoice } from '../api.ts';
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
} from '../invoice-storage.ts';
import '../invoices.css';

/** /submitInvoice: the chosen months as one invoice, personal (82) or company (81/82), sent by e-mail. */
export function SubmitInvoicePage() {
  const navigate = useNavigate();
  const sendInvoice = useSendInvoice();
  const [months] = useState(readCheckedMonths);
  const [selectFlag, setSelectFlag] = useState(readSelectFlag);
  const [draft, setDraft] = useState(readDraft);
  const userId = readInvoiceUserId();
  const chosenTitleId = readChosenTitleId();
  const titles = useQuery({ ...companyTitlesQuery(userId), enabled: selectFlag === '1' && userId !== '' });
  const chosenTitle = titles.data?.find((title) => title.id === chosenTitleId) ?? null;
  const total = months.reduce((sum, month) => sum + month.feeAmount, 0);
  const isCompany = selectFlag === '1';

  const changeDraft = (change: Partial<typeof draft>) => {
    const next = { ...draft, ...change };
    setDraft(next);
    saveDraft(next);
  };

  const changeFlag = (flag: '0' | '1') => {
    setSelectFlag(flag);
    saveSelectFlag(flag);
  };

  const chooseCompany = () => {
    saveDraft(draft);
    navigate('/addsite?select=1');
  };

  const findProblem = (): string | null => {
    if (months.length === 0) {
      return INVOICE_MESSAGES.MONTHS_REQUIRED;
    }
    if (isCompany) {
      if (!chosenTitle) {
        return INVOICE_MESSAGES.COMPANY_REQUIRED;
      }
      if (!draft.invoiceType) {
        return INVOICE_MESSAGES.INVOICE_TYPE_REQUIRED;
      }
      if (!chosenTitle.name) {
        return INVOICE_MESSAGES.COMPANY_NAME_REQUIRED;
      }
      if (!chosenTitle.tin) {
        return INVOICE_MESSAGES.COMPANY_TIN_REQUIRED;
      }
    }
    if (!draft.email.trim()) {
      return INVOICE_MESSAGES.EMAIL_REQUIRED;
    }
    if (!isEmail(draft.email.trim())) {
      return INVOICE_MESSAGES.EMAIL_INVALID;
    }
    return null;
  };

  const submit = () => {
    const problem = findProblem();
    if (problem) {
      showToast(problem);
      return;
    }
    const ids = months.map((month) => month.id).join(',');
    const email = draft.email.trim();
    const payload =
      isCompany && chosenTitle
        ? {
            ids,
            type: InvoiceTitleKind.COMPANY,
            email,
            tinId: chosenTitle.id,
            invoiceType: draft.invoiceType || undefined,
            name: chosenTitle.name,
            tin: chosenTitle.tin,
            address: chosenTitle.address,
            tel: chosenTitle.tel,
            bankName: chosenTitle.bankName,
            bankAccount: chosenTitle.bankAccount,
          }
        : { ids, type: InvoiceTitleKind.PERSONAL, email };
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
      <div className="page">
        <PageHeader title="开具发票" backTo="/invoiceList" />
        <EmptyState title="暂无数据" description={INVOICE_MESSAGES.MONTHS_REQUIRED} />
        <div className="page-actions">
          <Button block color="primary" onClick={() => navigate('/invoiceList', { replace: true })}>
            去选择月份
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div className="page">
      <PageHeader title="开具发票" backTo="/invoiceList" />
      <section className="page-section invoice-summary" aria-label="开票信息">
        <div className="invoice-summary-row">
          <span>开票月份</span>
          <span className="invoice-months-text">{months.map((month) => formatFeeMonth(month.feeMonth)).join('、')}</span>
        </div>
        <div className="invoice-summary-row">
          <span>发票内容</span>
          <span>话费</span>
        </div>
        <div className="invoice-summary-row">
          <span>开票金额</span>
          <span className="invoice-amount">¥{formatYuan(total)}</span>
        </div>
      </section>
      <Form layout="horizontal" mode="card">
        <Form.Item label="抬头类型">
          <Radio.Group value={selectFlag} onChange={(value) => changeFlag(value === '1' ? '1' : '0')}>
            <Space>
              <Radio value="0">个人</Radio>
              <Radio value="1">单位</Radio>
            </Space>
          </Radio.Group>
        </Form.Item>
        {isCompany ? (
          <>
            <Form.Item label="发票类型">
              <Radio.Group value={draft.invoiceType} onChange={(value) => changeDraft({ invoiceType: value === '81' ? '81' : '82' })}>
                <Space direction="vertical">
                  <Radio value="81">{INVOICE_TYPE_NAMES['81']}</Radio>
                  <Radio value="82">{INVOICE_TYPE_NAMES['82']}</Radio>
                </Space>
              </Radio.Group>
            </Form.Item>
          </>
        ) : (
          <Form.Item label="发票类型">
            <span>{INVOICE_TYPE_NAMES['82']}</span>
          </Form.Item>
        )}
        <Form.Item label="接收邮箱">
          <Input
            placeholder="请输入接收发票的邮箱"
            type="email"
            value={draft.email}
            onChange={(value) => changeDraft({ email: value })}
            aria-label="接收邮箱"
            clearable
          />
        </Form.Item>
      </Form>
      {isCompany && (
        <List header="公司信息" mode="card">
          <List.Item onClick={chooseCompany} clickable description={chosenTitle ? `税号：${chosenTitle.tin}` : '请选择或添加公司信息'}>
            {chosenTitle ? chosenTitle.name : '选择公司信息'}
          </List.Item>
        </List>
      )}
      <p className="invoice-hint">发票开具成功后将以PDF发送至邮箱，每张发票的邮件最多可重新发送{INVOICE_MAX_RESENDS}次</p>
      <div className="page-actions">
        <Button block color="primary" loading={sendInvoice.isPending} onClick={submit}>
          提交
        </Button>
      </div>
    </div>
  );
}
