import { BoardCheck } from '@hall/contract/board/rules';
import { FieldLimit } from '@hall/contract/validators';
import { Button, Form, TextArea } from 'antd-mobile';
import { toRules } from '../../../shared/form/field-rules.ts';
import { HallForm, useHallForm } from '../../../shared/form/hall-form.tsx';
import { showSuccessToast } from '../../../shared/ui/toast.ts';
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

interface ReplyValues {
  text: string;
}

/** The reply box under a post: answers the post, or the reply chosen as target. */
export function ReplyBox({ postId, target, onClearTarget }: ReplyBoxProps) {
  const form = useHallForm<ReplyValues>();
  const replyToPost = useReplyToPost(postId);
  const submit = ({ text }: ReplyValues) =>
    replyToPost.mutate(
      { text, othersId: target?.id ?? 0 },
      {
        onSuccess: () => {
          showSuccessToast('回复成功', 1500);
          onClearTarget();
          form.resetFields();
        },
      },
    );
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
      <HallForm form={form} onSubmit={submit} look="bar" className="reply-box-form">
        {/* A field that grows with its text (TextAreaField has fixed rows); its label is read aloud, not shown. */}
        <Form.Item
          name="text"
          label="回复内容"
          rules={toRules(BoardCheck.REPLY)}
          extra={
            <Button color="primary" size="small" loading={replyToPost.isPending} onClick={form.submit}>
              发送
            </Button>
          }
        >
          <TextArea
            placeholder={target ? `回复 ${target.name}` : '写下你的评论...'}
            autoSize={{ minRows: 1, maxRows: 4 }}
            maxLength={FieldLimit.FREE_TEXT}
            aria-label="回复内容"
          />
        </Form.Item>
      </HallForm>
    </section>
  );
}
