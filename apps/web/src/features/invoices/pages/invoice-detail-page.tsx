import { INVOICE_TYPE_NAMES, InvoiceCheck, type InvoiceTypeValue } from '@hall/contract/invoices/rules';
import { useQuery } from '@tanstack/react-query';
import { HallForm, useFieldDefault, useHallForm } from '../../../shared/form/hall-form.tsx';
import { SubmitBar } from '../../../shared/form/submit-bar.tsx';
import { TextField } from '../../../shared/form/text-field.tsx';
import { useQueryParam } from '../../../shared/hooks/use-query-param.ts';
import { formatYuan } from '../../../shared/lib/format.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { showSuccessToast } from '../../../shared/ui/toast.ts';
import { monthsInfoQuery, useResendInvoiceEmail } from '../api.ts';
import { InvoiceSummary } from '../components/invoice-summary.tsx';
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
            <InvoiceSummary
              name="发票信息"
              rows={[
                { label: '发票抬头', value: data.title },
                { label: '发票类型', value: INVOICE_TYPE_NAMES[data.invoiceType as InvoiceTypeValue] ?? data.invoiceType },
                { label: '开票月份', value: data.months.map(formatFeeMonth).join('、'), valueClassName: 'invoice-months-text' },
                { label: '合计金额', value: `¥${formatYuan(data.saleAmount)}`, valueClassName: 'invoice-amount' },
              ]}
            />
            <HallForm form={form} onSubmit={send}>
              <TextField name="email" label="接收邮箱" kind="email" placeholder="请输入接收发票的邮箱" check={InvoiceCheck.EMAIL} isClearable />
            </HallForm>
            <p className="invoice-hint">每张发票的邮件最多可重新发送3次，还可发送 {left} 次</p>
            <SubmitBar form={form} text={left <= 0 ? '已达重发上限' : '重新发送'} isPending={resendEmail.isPending} isDisabled={left <= 0} />
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
