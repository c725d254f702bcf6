import { QueryView } from '../../../shared/ui/query-view.tsx';
import { InvoiceStatus } from '@hall/contract/invoices/rules';
import { INVOICE_MESSAGES } from '@hall/contract/invoices/rules';
import type { InvoiceMonth } from '@hall/contract/invoices/schemas';
import { Button, Checkbox, Tabs } from 'antd-mobile';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { formatYuan } from '../../../shared/lib/format.ts';
import { showConfirm } from '../../../shared/ui/dialogs.ts';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { showToast } from '../../../shared/ui/toast.ts';
import { invoiceMonthsQuery, monthsInfoQuery } from '../api.ts';
import { InvoiceMonthRow } from '../components/invoice-month-row.tsx';
import { formatFeeMonth } from '../invoice-format.ts';
import { forgetVerifiedNumber, readInvoicePhone, saveCheckedMonths, toCheckedMonth } from '../invoice-storage.ts';
import '../invoices.css';

export const VERIFY_FIRST = '请先验证手机号';

type TabKey = 'notInvoiced' | 'invoiced';

/** /invoiceList: the last 6 months of the verified number, to pick for an invoice or to resend. */
export function InvoiceListPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const phone = readInvoicePhone();
  const [tab, setTab] = useState<TabKey>('notInvoiced');
  const [checkedIds, setCheckedIds] = useState<Set<string>>(new Set());
  const months = useQuery({ ...invoiceMonthsQuery(phone ?? ''), enabled: phone !== null });

  useEffect(() => {
    if (!phone) {
      showToast(VERIFY_FIRST);
      navigate('/invoiceVerify', { replace: true });
    }
  }, [navigate, phone]);

  useEffect(() => {
    if (months.error?.message === INVOICE_MESSAGES.ACCESS_EXPIRED) {
      forgetVerifiedNumber();
      showToast(INVOICE_MESSAGES.ACCESS_EXPIRED);
      navigate('/invoiceVerify', { replace: true });
    }
  }, [months.error, navigate]);

  const notInvoiced = useMemo(() => (months.data ?? []).filter((month) => month.status === InvoiceStatus.NOT_INVOICED), [months.data]);
  const invoiced = useMemo(() => (months.data ?? []).filter((month) => month.status !== InvoiceStatus.NOT_INVOICED), [months.data]);
  const checked = notInvoiced.filter((month) => checkedIds.has(month.id));
  const total = checked.reduce((sum, month) => sum + month.feeAmount, 0);
  const isAllChecked = notInvoiced.length > 0 && checked.length === notInvoiced.length;

  const toggle = (id: string) =>
    setCheckedIds((current) => {
      const next = new Set(current);
      if (next.has(id)) {
        next.delete(id);
      } else {
        next.add(id);
      }
      return next;
    });

  const toggleAll = () => setCheckedIds(isAllChecked ? new Set() : new Set(notInvoiced.map((month) => month.id)));

  const goSubmit = () => {
    if (checked.length === 0) {
      showToast(INVOICE_MESSAGES.MONTHS_REQUIRED);
      return;
    }
    saveCheckedMonths(checked.map(toCheckedMonth));
    navigate('/submitInvoice');
  };

  const resend = async (month: InvoiceMonth) => {
    if (month.status === InvoiceStatus.FAILED) {
      // A failed invoice is applied for again from the submit page, with that month.
      saveCheckedMonths([toCheckedMonth(month)]);
      navigate('/submitInvoice');
      return;
    }
    // The detail page reads the same invoice info, so it is fetched into the shared cache.
    const info = await queryClient.fetchQuery(monthsInfoQuery(month.id)).catch(() => null);
    if (!info) {
      // The catalogue has shown why.
      return;
    }
    const isConfirmed = await showConfirm({
      title: '重发发票',
      content: `开票月份：${info.months.map(formatFeeMonth).join('、')}\n合计金额：${formatYuan(info.saleAmount)}元`,
    });
    if (isConfirmed) {
      navigate(`/invoiceDetailPage?id=${encodeURIComponent(month.id)}`);
    }
  };

  const shown = tab === 'notInvoiced' ? notInvoiced : invoiced;
  // Without a verified number the page is on its way to /invoiceVerify (the effect above).
  const content = (
    <QueryView
      query={months}
      loading={6}
      isEmpty={() => shown.length === 0}
      empty={tab === 'notInvoiced' ? { title: '暂无数据', description: '近6个月没有可开票的月份' } : { title: '暂无发票数据' }}
    >
      {() =>
        tab === 'notInvoiced' ? (
          <div role="list" aria-label="未开票月份">
            {notInvoiced.map((month) => (
              <InvoiceMonthRow key={month.id} month={month} isChecked={checkedIds.has(month.id)} onToggle={() => toggle(month.id)} />
            ))}
          </div>
        ) : (
          <div role="list" aria-label="已开票月份">
            {invoiced.map((month) => (
              <InvoiceMonthRow
                key={month.id}
                month={month}
                onResend={month.status === InvoiceStatus.INVOICED || month.status === InvoiceStatus.FAILED ? () => void resend(month) : undefined}
              />
            ))}
          </div>
        )
      }
    </QueryView>
  );

  return (
    <div className="page invoice-list-page">
      <PageHeader title="电子发票" backTo="/invoiceVerify" />
      <Tabs activeKey={tab} onChange={(key) => setTab(key as TabKey)}>
        <Tabs.Tab title="未开票" key="notInvoiced" />
        <Tabs.Tab title="已开票" key="invoiced" />
      </Tabs>
      {phone && <p className="invoice-hint">号码 {phone} · 可开具近6个月（不含当月）的话费发票</p>}
      {content}
      {tab === 'notInvoiced' && notInvoiced.length > 0 && (
        <div className="invoice-footer">
          <Checkbox checked={isAllChecked} onChange={toggleAll}>
            全选
          </Checkbox>
          <Button size="small" fill="none" onClick={() => setCheckedIds(new Set())}>
            清空
          </Button>
          <div className="invoice-footer-total">
            合计：<strong>¥{formatYuan(total)}</strong>
          </div>
          <Button color="primary" size="small" onClick={goSubmit}>
            去开票
          </Button>
        </div>
      )}
    </div>
  );
}
