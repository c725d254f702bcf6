import { Modal } from 'antd';
import type { ReactNode } from 'react';

/** The dialog of one staff action on the number record: its form, and 确认<action> to send it. */
export function ActionModal({
  label,
  title = label,
  isPending,
  isDanger = false,
  onSubmit,
  onClose,
  children,
}: {
  label: string;
  title?: string;
  isPending: boolean;
  isDanger?: boolean;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Modal
      open
      title={title}
      okText={`确认${label}`}
      cancelText="取消"
      okButtonProps={{ loading: isPending, danger: isDanger }}
      onOk={onSubmit}
      onCancel={onClose}
      destroyOnHidden
    >
      {children}
    </Modal>
  );
}
