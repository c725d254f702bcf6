import { Button, Popup } from 'antd-mobile';
import type { ReactNode } from 'react';

export interface PayConfirmPopupProps {
  visible: boolean;
  title?: string;
  children: ReactNode;
  onEdit: () => void;
  onPay: () => void;
}

/** Confirms a payment: 返回修改 goes back to the form, 继续支付 pays. */
export function PayConfirmPopupBody({ visible, title = '确认支付', children, onEdit, onPay }: PayConfirmPopupProps) {
  return (
    <Popup visible={visible} onMaskClick={onEdit} bodyStyle={{ borderTopLeftRadius: 12, borderTopRightRadius: 12 }}>
      <div className="pay-confirm" role="dialog" aria-label={title}>
        <h2 className="pay-confirm-title">{title}</h2>
        <div className="pay-confirm-body">{children}</div>
        <div className="pay-confirm-actions">
          <Button block onClick={onEdit}>
            返回修改
          </Button>
          <Button block color="primary" onClick={onPay}>
            继续支付
          </Button>
        </div>
      </div>
    </Popup>
  );
}
