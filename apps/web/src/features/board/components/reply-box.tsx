import { FieldLimit } from '@hall/contract/validators';
import { Button, TextArea } from 'antd-mobile';
import { useState } from 'react';
import { showSuccessToast, showToast } from '../../../shared/ui/toast.ts';
import { useReplyToPost } from '../api.ts';

export interface ReplyTarget {
  id: number;
  name: string;
}

interface ReplyBoxProps {
  postId: number;
  target: ReplyTarget | null;
  onClearTarget: () => void;
}

/** The reply box under a post: answers the post, or the reply chosen as target. */
export function ReplyBox({ postId, target, onClearTarget }: ReplyBoxProps) {
  const [text, setText] = useState('');
  const replyToPost = useReplyToPost(postId);
  const submit = () => {
    if (!text.trim()) {
      showToast('请填写回复内容');
      return;
    }
    replyToPost.mutate(
      { text, othersId: target?.id ?? 0 },
      {
        onSuccess: () => {
          showSuccessToast('回复成功', 1500);
          onClearTarget();
          setText('');
        },
      },
    );
  };
  return (
    <section className="reply-box" aria-label="回复">
      {target ? (
        <div className="reply-box-target">
          <span>回复 {target.name}</span>
          <button type="button" className="reply-more" onClick={onClearTarget}>
            取消
          </button>
        </div>
      ) : null}
      <div className="reply-box-row">
        <label htmlFor="board-reply-content" className="board-visually-hidden">
          回复内容
        </label>
        <TextArea
          id="board-reply-content"
          placeholder={target ? `回复 ${target.name}` : '写下你的评论...'}
          value={text}
          onChange={setText}
          autoSize={{ minRows: 1, maxRows: 4 }}
          maxLength={FieldLimit.FREE_TEXT}
        />
        <Button color="primary" size="small" loading={replyToPost.isPending} onClick={submit}>
          发送
        </Button>
      </div>
    </section>
  );
}
