import { Dialog } from 'antd-mobile';

/** Alert with a title, a message and one 确定 button; resolves when closed. */
export function showAlert(content: string, title?: string): Promise<void> {
  return Dialog.alert({ title, content, confirmText: '确定' });
}

/** Confirm dialog; resolves true when confirmed. */
export function showConfirm(options: { content: string; title?: string; confirmText?: string; cancelText?: string }): Promise<boolean> {
  return Dialog.confirm({
    title: options.title,
    content: options.content,
    confirmText: options.confirmText ?? '确定',
    cancelText: options.cancelText ?? '取消',
  });
}
