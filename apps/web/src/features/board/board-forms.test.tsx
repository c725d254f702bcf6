import { BoardMessage } from '@hall/contract/board/rules';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../shared/testing/render-in-app.tsx';

// The post box and the reply box: an empty text is refused with the spec's toast and nothing is
// sent; a text is sent trimmed, and the box empties once it went through.

const sent: { name: string; payload: unknown }[] = [];
const toasts: string[] = [];

vi.mock('../../shared/api/subscriber-client.ts', () => ({
  call: async (name: string, payload: unknown) => {
    switch (name) {
      case 'get_banner':
        return { list: [] };
      case 'comment_list':
        return { list: [], page: 1, total_page: 1, total: 0 };
      case 'replyDetails':
        return { list: [], page: 1, total_page: 1, total: 0 };
      default:
        sent.push({ name, payload });
        return { id: 1 };
    }
  },
}));
vi.mock('../../shared/ui/toast.ts', () => ({
  showToast: (message: string) => toasts.push(message),
  showSuccessToast: (message: string) => toasts.push(message),
}));

const { MessagePage } = await import('./pages/message-page.tsx');
const { ReplyBox } = await import('./components/reply-box.tsx');

beforeEach(() => {
  sent.length = 0;
  toasts.length = 0;
});
afterEach(cleanup);

describe('the post box of /message', () => {
  it('refuses an empty post, then sends the text trimmed and empties the box', async () => {
    renderInApp(<MessagePage />);
    const box = screen.getByRole<HTMLTextAreaElement>('textbox', { name: '我要留言' });
    fireEvent.change(box, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(toasts).toEqual([BoardMessage.POST_REQUIRED]));
    expect(sent).toEqual([]);
    fireEvent.change(box, { target: { value: ' 希望增加基站 ' } });
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(sent).toEqual([{ name: 'sub_content', payload: { content: '希望增加基站' } }]));
    // A reset field is drawn afresh: the box is looked up again.
    await waitFor(() => expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: '我要留言' }).value).toBe(''));
    expect(toasts).toEqual([BoardMessage.POST_REQUIRED]);
  });
});

describe('the reply box', () => {
  it('refuses an empty reply, then sends it trimmed to the chosen reply and empties the box', async () => {
    const clearTarget = vi.fn();
    renderInApp(<ReplyBox postId={7} target={{ id: 3, name: '张伟' }} onClearTarget={clearTarget} />);
    const box = screen.getByRole<HTMLTextAreaElement>('textbox', { name: '回复内容' });
    expect(box.placeholder).toBe('回复 张伟');
    fireEvent.click(screen.getByRole('button', { name: '发送' }));
    await waitFor(() => expect(toasts).toEqual([BoardMessage.REPLY_REQUIRED]));
    expect(sent).toEqual([]);
    fireEvent.change(box, { target: { value: ' 同意 ' } });
    fireEvent.click(screen.getByRole('button', { name: '发送' }));
    await waitFor(() => expect(sent).toEqual([{ name: 'sub_comment', payload: { text: '同意', article_id: 7, others_id: 3 } }]));
    await waitFor(() => expect(toasts).toEqual([BoardMessage.REPLY_REQUIRED, '回复成功']));
    expect(clearTarget).toHaveBeenCalledTimes(1);
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: '回复内容' }).value).toBe('');
  });
});
