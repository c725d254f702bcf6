import { QueryView } from '../../../shared/ui/query-view.tsx';
import { BoardMessage } from '@hall/contract/board/rules';
import type { Comment } from '@hall/contract/board/schemas';
import { InfiniteScroll, Result, Tag } from 'antd-mobile';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useQueryParam } from '../../../shared/hooks/use-query-param.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { formatMinuteTime } from '../../../shared/lib/format-date.ts';
import { postDetailQuery, useToggleLike } from '../api.ts';
import { Avatar, CommentCard } from '../components/comment-card.tsx';
import { ReplyBox, type ReplyTarget } from '../components/reply-box.tsx';
import '../board.css';

/** /proposalDetail?id=: one post, all its replies (15 a page) and a reply box. */
export function ProposalDetailPage() {
  const postId = Number(useQueryParam('id'));
  const detail = useInfiniteQuery(postDetailQuery(postId));
  const toggleLike = useToggleLike();
  const [target, setTarget] = useState<ReplyTarget | null>(null);

  const comment: Comment | undefined = detail.data?.pages[0]?.comment;
  const replies = detail.data?.pages.flatMap((page) => page.list) ?? [];

  let content;
  if (!Number.isInteger(postId) || postId <= 0) {
    content = <Result status="warning" title="留言不存在" description="链接缺少留言编号，请从留言板进入" />;
  } else {
    const missing = <Result status="warning" title={BoardMessage.POST_NOT_FOUND} />;
    content = (
      <QueryView query={detail} loading={8} refused={() => missing}>
        {() =>
          comment ? (
            <>
              <CommentCard comment={comment} isPreview={false} onLike={(item) => toggleLike.mutate(item)} />
              <h2 className="board-section-title">全部评论（{detail.data?.pages[0]?.total ?? 0}）</h2>
              {replies.length === 0 ? (
                <EmptyState title="暂无评论" description="快来发表第一条评论吧" />
              ) : (
                <ul className="detail-replies comment-list" aria-label="全部评论">
                  {replies.map((reply) => (
                    <li key={reply.id} className="detail-reply">
                      <div className="comment-head">
                        <Avatar face="" name={reply.name} />
                        <div className="comment-meta">
                          <div className="comment-name">
                            {reply.name}
                            {reply.is_official === 1 ? (
                              <Tag color="primary" fill="outline" className="reply-official">
                                官方
                              </Tag>
                            ) : null}
                          </div>
                          <div className="comment-time">{formatMinuteTime(reply.time)}</div>
                        </div>
                        <button type="button" className="reply-more" onClick={() => setTarget({ id: reply.id, name: reply.name })}>
                          回复
                        </button>
                      </div>
                      <div className="detail-reply-content">{reply.content}</div>
                      {reply.reply_name ? (
                        <div className="detail-reply-quote">
                          回复 {reply.reply_name}：{reply.reply_content}
                        </div>
                      ) : null}
                    </li>
                  ))}
                </ul>
              )}
              <InfiniteScroll
                hasMore={detail.hasNextPage}
                loadMore={async () => {
                  await detail.fetchNextPage({ throwOnError: true });
                }}
              >
                {(hasMore) => (hasMore ? <span>加载中...</span> : replies.length > 0 ? <span className="list-end">您已经到底了</span> : null)}
              </InfiniteScroll>
            </>
          ) : (
            missing
          )
        }
      </QueryView>
    );
  }
  return (
    <div className="page">
      <PageHeader title="留言详情" />
      {content}
      {comment ? <ReplyBox postId={postId} target={target} onClearTarget={() => setTarget(null)} /> : null}
    </div>
  );
}
