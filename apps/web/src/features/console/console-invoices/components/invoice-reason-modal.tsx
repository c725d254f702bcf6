import type { ConsoleInvoice } from '@hall/contract/console-invoices/schemas';
import { Alert, Descriptions, Input, Modal } from 'antd';
import { useState } from 'react';
import { formatInvoiceMonths, formatInvoiceYuan } from '../../shell/components/invoice-format.ts';

export interface InvoiceAction {
  title: string;
  okText: string;
  /** What the action does, said before it is confirmed. */
  warning: string;
  reasonLabel: string;
  placeholder: string;
  maxLength: number;
  isDanger?: boolean;
}

/** An action on one invoice that takes a reason (红冲, 重发邮件): the invoice, what will happen, and the reason. */
export function InvoiceReasonModal({
  invoice,
  action,
  isPending,
  onSubmit,
  onClose,
}: {
  invoice: ConsoleInvoice | null;
  action: InvoiceAction;
  isPending: boolean;
  onSubmit: (invoice: ConsoleInvoice, reason: string, done: () => void) => void;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const close = () => {
    setReason('');
    onClose();
  };
  return (
    <Modal
      open={invoice !== null}
      title={action.title}
      okText={action.okText}
      cancelText="取消"
      okButtonProps={{ danger: action.isDanger, disabled: reason.trim() === '', loading: isPending }}
      onOk={() => invoice && onSubmit(invoice, reason.trim(), close)}
      onCancel={close}
      destroyOnHidden
    >
      {invoice && (
        <>
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label="发票号码">{invoice.invoiceNumber}</Descriptions.Item>
            <Descriptions.Item label="开票月份">{formatInvoiceMonths(invoice.months)}</Descriptions.Item>
            <Descriptions.Item label="金额">{formatInvoiceYuan(invoice.amountFen)}</Descriptions.Item>
            <Descriptions.Item label="抬头">{invoice.buyerName}</Descriptions.Item>
          </Descriptions>
          <Alert className="console-section" type="warning" showIcon title={action.warning} />
          <Input.TextArea
            className="console-section"
            rows={3}
            maxLength={action.maxLength}
            showCount
            placeholder={action.placeholder}
            aria-label={action.reasonLabel}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </>
      )}
    </Modal>
  );
}
