const loadDialog = () => import('./antd-feedback.ts').then((module) => module.Dialog);

/** Alert with a title, a message and one 确定 button; resolves when closed. Named by its title, else its message. */
export async function showAlert(content: string, title?: string): Promise<void> {
  const Dialog = await loadDialog();
  return Dialog.alert({ title, content, confirmText: '确定', 'aria-label': title ?? content });
}

/** Confirm dialog; resolves true when confirmed. Named by its title, else its message. */
export async function showConfirm(options: { content: string; title?: string; confirmText?: string; cancelText?: string }): Promise<boolean> {
  const Dialog = await loadDialog();
  return Dialog.confirm({
    title: options.title,
    content: options.content,
    'aria-label': options.title ?? options.content,
    confirmText: options.confirmText ?? '确定',
    cancelText: options.cancelText ?? '取消',
  });
}
