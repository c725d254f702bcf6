import type { OperationOutput } from '@hall/contract/schemas';
import { QueryView } from '../../../shared/ui/query-view.tsx';
import { Button, Result } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useQueryParam } from '../../../shared/hooks/use-query-param.ts';
import { formatYuan } from '../../../shared/lib/format.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { oldInvoiceDetailQuery } from '../api.ts';
import { InvoiceSummary, type InvoiceSummaryRow } from '../components/invoice-summary.tsx';
import { formatFeeMonth, INVOICE_STATUS_TEXT } from '../invoice-format.ts';
import '../invoices.css';

const RESULT_TITLE: Record<number, string> = { 1: '发票申请已提交', 2: '发票已开具', 3: '发票开具失败' };

/** The applied-for invoice: its status as a result, then what it was applied for. */
function OldInvoiceSummary({ invoice }: { invoice: OperationOutput<'INVOICE_DETAIL'> }) {
  const rows: InvoiceSummaryRow[] = [
    { label: '手机号', value: invoice.mobilePhone },
    { label: '开票月份', value: invoice.time.split(',').map(formatFeeMonth).join('、') },
    { label: '开票金额', value: `¥${formatYuan(invoice.amount)}` },
    { label: '抬头类型', value: invoice.invoiceType === 2 ? '单位' : '个人' },
    { label: '发票抬头', value: invoice.title },
    ...(invoice.invoiceType === 2 ? [{ label: '纳税人识别号', value: invoice.taxNumber }] : []),
    { label: '联系人', value: invoice.name },
    { label: '联系电话', value: invoice.telephone },
    { label: '邮箱', value: invoice.email },
    { label: '状态', value: INVOICE_STATUS_TEXT[invoice.status] ?? '' },
  ];
  return (
    <>
      <Result
        status={invoice.status === 3 ? 'error' : invoice.status === 2 ? 'success' : 'waiting'}
        title={RESULT_TITLE[invoice.status] ?? '发票详情'}
        description={invoice.status === 3 ? `失败原因：${invoice.errMsg}` : invoice.status === 2 ? '电子发票已发送至您的邮箱' : '预计1-3个工作日内开具完成'}
      />
      <InvoiceSummary name="发票详情" rows={rows} />
    </>
  );
}

/** /InvoiceSuccess?id=: the old-form invoice as applied for, with its status. */
export function OldInvoiceSuccessPage() {
  const navigate = useNavigate();
  const id = useQueryParam('id') ?? '';
  const detail = useQuery({ ...oldInvoiceDetailQuery(id), enabled: id !== '' });

  const content = id ? (
    <QueryView query={detail} loading={8} refused="暂无发票数据">
      {(invoice) => <OldInvoiceSummary invoice={invoice} />}
    </QueryView>
  ) : (
    <EmptyState title="暂无数据" description="缺少发票编号" />
  );

  return (
    <div className="page">
      <PageHeader title="发票详情" backTo="/state" />
      {content}
      <div className="page-actions">
        <Button block color="primary" onClick={() => navigate('/state', { replace: true })}>
          返回开票记录
        </Button>
      </div>
    </div>
  );
}
