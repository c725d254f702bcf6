const loadDialog = () => import('./antd-feedback.ts').then((module) => module.Dialog);

/** Alert with a title, a message and one 确定 button; resolves when closed. Named by its title, else its message. */
export async function showAlert(content: string, title?: string): Promise<void> {
  const Dialog = await loadDialog();
  return Dialog.alert({ title, content, confirmText: '确定', 'aria-label': title ?? content });
}

/** Confirms on screen now, by their title and message: a second identical question joins the first. */
const openConfirms = new Map<string, Promise<boolean>>();

/**
 * Confirm dialog; resolves true when confirmed. Named by its title, else its message. Two calls that
 * fail for the same reason at once (a session gone, say) ask once, not in two stacked dialogs.
 */
export function showConfirm(options: { content: string; title?: string; confirmText?: string; cancelText?: string }): Promise<boolean> {
  const key = JSON.stringify([options.title, options.content]);
  const open = openConfirms.get(key);
  if (open) {
    return open;
  }
  const answer = loadDialog()
    .then((Dialog) =>
      Dialog.confirm({
        title: options.title,
        content: options.content,
        'aria-label': options.title ?? options.content,
        confirmText: options.confirmText ?? '确定',
        cancelText: options.cancelText ?? '取消',
      }),
    )
    .finally(() => openConfirms.delete(key));
  openConfirms.set(key, answer);
  return answer;
}
