import { INVOICE_TYPE_NAMES, type InvoiceTypeValue } from '@hall/contract/invoices/rules';
import { INVOICE_MESSAGES } from '@hall/contract/invoices/rules';
import { isEmail } from '@hall/contract/validators';
import { Button, Form, Input } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useQueryParam } from '../../../shared/hooks/use-query-param.ts';
import { formatYuan } from '../../../shared/lib/format.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { showSuccessToast, showToast } from '../../../shared/ui/toast.ts';
import { monthsInfoQuery, useResendInvoiceEmail } from '../api.ts';
import { formatFeeMonth } from '../invoice-format.ts';
import { QueryView } from '../../../shared/ui/query-view.tsx';
import '../invoices.css';

/** /invoiceDetailPage?id=: the issued invoice's months and total, resent by e-mail (3 times at most). */
export function InvoiceDetailPage() {
  const id = useQueryParam('id') ?? '';
  const info = useQuery({ ...monthsInfoQuery(id), enabled: id !== '' });
  const [emailInput, setEmail] = useState<string | null>(null);
  const resendEmail = useResendInvoiceEmail();

  const email = emailInput ?? info.data?.email ?? '';

  // The resend hook keeps the cached info's count up to date.
  const left = info.data?.resendsLeft ?? 0;

  const send = () => {
    const address = email.trim();
    if (!address) {
      showToast(INVOICE_MESSAGES.EMAIL_REQUIRED);
      return;
    }
    if (!isEmail(address)) {
      showToast(INVOICE_MESSAGES.EMAIL_INVALID);
      return;
    }
    resendEmail.mutate({ id, email: address }, { onSuccess: (result) => showSuccessToast(result.message, 2000) });
  };

  let content;
  if (!id) {
    content = <EmptyState title="暂无数据" description="缺少发票编号，请从开票记录进入" />;
  } else {
    content = (
      <QueryView query={info} loading={5} refused="暂无发票数据">
        {(data) => (
          <>
            <section className="page-section invoice-summary" aria-label="发票信息">
              <div className="invoice-summary-row">
                <span>发票抬头</span>
                <span>{data.title}</span>
              </div>
              <div className="invoice-summary-row">
                <span>发票类型</span>
                <span>{INVOICE_TYPE_NAMES[data.invoiceType as InvoiceTypeValue] ?? data.invoiceType}</span>
              </div>
              <div className="invoice-summary-row">
                <span>开票月份</span>
                <span className="invoice-months-text">{data.months.map(formatFeeMonth).join('、')}</span>
              </div>
              <div className="invoice-summary-row">
                <span>合计金额</span>
                <span className="invoice-amount">¥{formatYuan(data.saleAmount)}</span>
              </div>
            </section>
            <Form layout="horizontal" mode="card">
              <Form.Item label="接收邮箱">
                <Input placeholder="请输入接收发票的邮箱" type="email" value={email} onChange={setEmail} aria-label="接收邮箱" clearable />
              </Form.Item>
            </Form>
            <p className="invoice-hint">每张发票的邮件最多可重新发送3次，还可发送 {left} 次</p>
            <div className="page-actions">
              <Button block color="primary" loading={resendEmail.isPending} disabled={left <= 0} onClick={send}>
                {left <= 0 ? '已达重发上限' : '重新发送'}
              </Button>
            </div>
          </>
        )}
      </QueryView>
    );
  }

  return (
    <div className="page">
      <PageHeader title="重发发票" backTo="/invoiceList" />
      {content}
    </div>
  );
}
