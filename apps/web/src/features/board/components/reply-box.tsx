import { FieldLimit } from '@hall/contract/validators';
import { Button, TextArea } from 'antd-mobile';
import { useState } from 'react';
import { showToast } from '../../../shared/ui/toast.ts';

export interface ReplyTarget {
  id: number;
  name: string;
}

interface ReplyBoxProps {
  target: ReplyTarget | null;
  onClearTarget: () => void;
  /** Resolves true when the reply was posted. */
  onSubmit: (text: string) => Promise<boolean>;
}

/** The reply box under a post: answers the post, or the reply chosen as target. */
export function ReplyBox({ target, onClearTarget, onSubmit }: ReplyBoxProps) {
  const [text, setText] = useState('');
  const [isSubmitting, setIsSubmitting] = useState(false);
  const submit = async () => {
    if (!text.trim()) {
      showToast('请填写回复内容');
      return;
    }
    setIsSubmitting(true);
    try {
      if (await onSubmit(text)) {
        setText('');
      }
    } finally {
      setIsSubmitting(false);
    }
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
        <Button color="primary" size="small" loading={isSubmitting} onClick={() => void submit()}>
          发送
        </Button>
      </div>
    </section>
  );
}
