import type { Comment, Reply } from '@hall/contract/board/schemas';
import { BOARD_REPLY_PREVIEW_COUNT } from '@hall/contract/board/rules';
import { Tag } from 'antd-mobile';
import { formatMinuteTime } from '../../../shared/lib/format-date.ts';

/** Avatar picture, or the first character of the name. */
export function Avatar({ face, name }: { face: string; name: string }) {
  return (
    <span className="comment-avatar" aria-hidden="true">
      {face ? <img src={face} alt="" /> : name.slice(0, 1)}
    </span>
  );
}

/** 'name [官方] 回复 target：content' — every part rendered as text. */
export function ReplyLine({ reply }: { reply: Reply }) {
  return (
    <>
      <span className="reply-name">{reply.name}</span>
      {reply.is_official === 1 ? (
        <Tag color="primary" fill="outline" className="reply-official">
          官方
        </Tag>
      ) : null}
      {reply.reply_name ? (
        <>
          {' 回复 '}
          <span className="reply-name">{reply.reply_name}</span>
        </>
      ) : null}
      ：{reply.content}
    </>
  );
}

interface CommentCardProps {
  comment: Comment;
  onLike: (comment: Comment) => void;
  onOpen?: (comment: Comment) => void;
  /** In lists: at most three replies and 'view all N comments'. */
  isPreview: boolean;
}

/** One post of the board. Its text is shown as text, never as HTML. */
export function CommentCard({ comment, onLike, onOpen, isPreview }: CommentCardProps) {
  const replies = isPreview ? comment.reply.slice(0, BOARD_REPLY_PREVIEW_COUNT) : [];
  return (
    <article className="comment-card" aria-label={`${comment.name}的留言`}>
      <div className="comment-head">
        <Avatar face={comment.face} name={comment.name} />
        <div className="comment-meta">
          <div className="comment-name">{comment.name}</div>
          <div className="comment-time">{formatMinuteTime(comment.time)}</div>
        </div>
        {comment.is_adopt === 1 ? <Tag color="success">已采纳</Tag> : null}
      </div>
      <p className="comment-text">{comment.text}</p>
      <div className="comment-actions">
        <button
          type="button"
          className={`comment-action${comment.myLike === 1 ? ' is-liked' : ''}`}
          aria-pressed={comment.myLike === 1}
          aria-label={`${comment.myLike === 1 ? '取消点赞' : '点赞'}，当前${comment.total_good}个赞`}
          onClick={() => onLike(comment)}
        >
          {comment.myLike === 1 ? '♥' : '♡'} {comment.total_good}
        </button>
        {onOpen ? (
          <button type="button" className="comment-action" onClick={() => onOpen(comment)}>
            评论 {comment.reply_total}
          </button>
        ) : null}
      </div>
      {replies.length > 0 ? (
        <ul className="reply-preview" aria-label="回复">
          {replies.map((reply) => (
            <li key={reply.id} className="reply-item">
              <ReplyLine reply={reply} />
            </li>
          ))}
          {comment.reply_total >= BOARD_REPLY_PREVIEW_COUNT && onOpen ? (
            <li>
              <button type="button" className="reply-more" onClick={() => onOpen(comment)}>
                查看全部{comment.reply_total}条评论
              </button>
            </li>
          ) : null}
        </ul>
      ) : null}
    </article>
  );
}
