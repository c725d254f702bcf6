import { Button, Popup } from 'antd-mobile';
import type { ReactNode } from 'react';

interface OrderConfirmPopupProps {
  visible: boolean;
  title: string;
  children: ReactNode;
  note?: string;
  onCancel: () => void;
  onConfirm: () => void;
}

/** The open and cancel confirmations of a caller service: 取消 / 确定. */
export function OrderConfirmPopup({ visible, title, children, note, onCancel, onConfirm }: OrderConfirmPopupProps) {
  return (
    <Popup visible={visible} onMaskClick={onCancel} bodyStyle={{ borderTopLeftRadius: 12, borderTopRightRadius: 12 }}>
      <div className="caller-confirm" role="dialog" aria-label={title}>
        <h2 className="caller-confirm-title">{title}</h2>
        {children}
        {note && <p className="caller-confirm-note">{note}</p>}
        <div className="caller-confirm-actions">
          <Button block onClick={onCancel}>
            取消
          </Button>
          <Button block color="primary" onClick={onConfirm}>
            确定
          </Button>
        </div>
      </div>
    </Popup>
  );
}
