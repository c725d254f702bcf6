import { INVOICE_TYPE_NAMES, InvoiceCheck, type InvoiceTypeValue } from '@hall/contract/invoices/rules';
import { Button } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { HallForm, useFieldDefault, useHallForm } from '../../../shared/form/hall-form.tsx';
import { TextField } from '../../../shared/form/text-field.tsx';
import { useQueryParam } from '../../../shared/hooks/use-query-param.ts';
import { formatYuan } from '../../../shared/lib/format.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { showSuccessToast } from '../../../shared/ui/toast.ts';
import { monthsInfoQuery, useResendInvoiceEmail } from '../api.ts';
import { formatFeeMonth } from '../invoice-format.ts';
import { QueryView } from '../../../shared/ui/query-view.tsx';
import '../invoices.css';

/** /invoiceDetailPage?id=: the issued invoice's months and total, resent by e-mail (3 times at most). */
export function InvoiceDetailPage() {
  const id = useQueryParam('id') ?? '';
  const info = useQuery({ ...monthsInfoQuery(id), enabled: id !== '' });
  const form = useHallForm<{ email: string }>();
  const resendEmail = useResendInvoiceEmail();
  // The address the invoice went to, until the person types another.
  useFieldDefault(form, 'email', info.data?.email ?? '');

  // The resend hook keeps the cached info's count up to date.
  const left = info.data?.resendsLeft ?? 0;

  const send = ({ email }: { email: string }) => resendEmail.mutate({ id, email }, { onSuccess: (result) => showSuccessToast(result.message, 2000) });

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
            <HallForm form={form} onSubmit={send}>
              <TextField name="email" label="接收邮箱" kind="email" placeholder="请输入接收发票的邮箱" check={InvoiceCheck.EMAIL} isClearable />
            </HallForm>
            <p className="invoice-hint">每张发票的邮件最多可重新发送3次，还可发送 {left} 次</p>
            <div className="page-actions">
              <Button block color="primary" loading={resendEmail.isPending} disabled={left <= 0} onClick={form.submit}>
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
