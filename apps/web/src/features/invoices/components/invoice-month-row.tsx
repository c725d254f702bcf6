import type { InvoiceMonth } from '@hall/contract/invoices/schemas';
import { Button, Checkbox, Tag } from 'antd-mobile';
import { formatYuan } from '../../../shared/lib/format.ts';
import { formatFeeMonth, INVOICE_STATUS_COLOR, INVOICE_STATUS_TEXT } from '../invoice-format.ts';

interface InvoiceMonthRowProps {
  month: InvoiceMonth;
  isChecked?: boolean;
  onToggle?: () => void;
  onResend?: () => void;
}

/** One billed month: a tick box while not invoiced, its invoice status (and resend) otherwise. */
export function InvoiceMonthRow({ month, isChecked = false, onToggle, onResend }: InvoiceMonthRowProps) {
  const title = formatFeeMonth(month.feeMonth);
  return (
    <div className="invoice-month" role="listitem" aria-label={title}>
      {onToggle && <Checkbox checked={isChecked} onChange={onToggle} aria-label={`选择${title}`} />}
      <div className="invoice-month-body" onClick={onToggle}>
        <div className="invoice-month-title">{title}</div>
        <div className="invoice-month-note">{month.type === null ? '话费' : `话费 · ${month.type === 1 ? '单位' : '个人'}抬头`}</div>
        {month.status === 3 && month.errMsg && <div className="invoice-month-error">失败原因：{month.errMsg}</div>}
      </div>
      <div className="invoice-month-side">
        <div className="invoice-month-amount">¥{formatYuan(month.feeAmount)}</div>
        {!onToggle && <Tag color={INVOICE_STATUS_COLOR[month.status] ?? 'default'}>{INVOICE_STATUS_TEXT[month.status] ?? '未知'}</Tag>}
      </div>
      {onResend && (
        <Button size="mini" color="primary" fill="outline" onClick={onResend}>
          重发发票
        </Button>
      )}
    </div>
  );
}
