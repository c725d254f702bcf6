import { BOARD_MODERATION_PAGE_SIZE, ContentLimit, type BoardModerationFilter } from '@hall/contract/console-content/rules';
import type { ModeratedPost } from '@hall/contract/console-board/schemas';
import { Button, Card, Input, Modal, Segmented, Space, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { boardPostsQuery, useHidePost, useMarkPost } from '../board-api.ts';
import { BoardReplyDrawer } from '../components/board-reply-drawer.tsx';
import { ConsoleQueryTable } from '../../shell/components/console-query-table.tsx';
import { formatDateTime } from '../../shell/components/form-values.ts';

const FILTERS: { label: string; value: BoardModerationFilter }[] = [
  { label: '全部', value: 'all' },
  { label: '未回复', value: 'unanswered' },
  { label: '已隐藏', value: 'hidden' },
];

/** The feedback board for customer service: official replies, featured and adopted marks, hiding abusive posts. */
export function BoardModerationPage() {
  const [filter, setFilter] = useState<BoardModerationFilter>('all');
  const [page, setPage] = useState(1);
  const posts = useQuery(boardPostsQuery(filter, page));
  const [replyingTo, setReplyingTo] = useState<ModeratedPost | null>(null);
  const [hiding, setHiding] = useState<ModeratedPost | null>(null);
  const [reason, setReason] = useState('');
  const markPost = useMarkPost();
  const hidePost = useHidePost();

  const mark = (post: ModeratedPost, kind: 'featured' | 'adopted', isOn: boolean) => markPost.mutate({ postId: post.id, mark: kind, isOn });
  const setHidden = (post: ModeratedPost, isHidden: boolean) =>
    hidePost.mutate(
      { postId: post.id, isHidden, reason: isHidden ? reason : '' },
      {
        onSuccess: () => {
          if (isHidden) {
            setHiding(null);
            setReason('');
          }
        },
      },
    );

  return (
    <Card
      title="留言管理"
      extra={
        <Segmented
          options={FILTERS}
          value={filter}
          onChange={(value) => {
            setFilter(value);
            setPage(1);
          }}
        />
      }
    >
      <ConsoleQueryTable
        query={posts}
        failure="留言加载失败"
        rows={(data) => data.list}
        rowKey="id"
        locale={{ emptyText: '暂无留言' }}
        pagination={{ current: page, pageSize: BOARD_MODERATION_PAGE_SIZE, total: posts.data?.total ?? 0, showSizeChanger: false, onChange: setPage }}
        columns={[
          { title: '时间', dataIndex: 'createdAt', width: 170, render: (iso: string) => formatDateTime(iso) },
          { title: '留言人', dataIndex: 'authorName', width: 110 },
          {
            title: '内容',
            dataIndex: 'content',
            // In full: moderators judge the whole text (at most 500 characters).
            render: (content: string) => <div className="console-post-text">{content}</div>,
          },
          { title: '赞/回复', width: 90, render: (_, post) => `${post.likeCount} / ${post.replyCount}` },
          {
            title: '状态',
            width: 170,
            render: (_, post) => (
              <Space size={[0, 4]} wrap>
                {post.officialRepliedAt ? <Tag color="blue">已回复</Tag> : <Tag>未回复</Tag>}
                {post.isFeatured && <Tag color="gold">精选</Tag>}
                {post.isAdopted && <Tag color="success">已采纳</Tag>}
                {post.isHidden && (
                  <Tag color="error" title={post.hiddenReason}>
                    已隐藏
                  </Tag>
                )}
              </Space>
            ),
          },
          {
            title: '操作',
            width: 300,
            render: (_, post) => (
              <Space size={0} wrap>
                <Button type="link" onClick={() => setReplyingTo(post)}>
                  回复
                </Button>
                <Button type="link" onClick={() => mark(post, 'featured', !post.isFeatured)}>
                  {post.isFeatured ? '取消精选' : '设为精选'}
                </Button>
                <Button type="link" onClick={() => mark(post, 'adopted', !post.isAdopted)}>
                  {post.isAdopted ? '取消采纳' : '采纳'}
                </Button>
                {post.isHidden ? (
                  <Button type="link" onClick={() => setHidden(post, false)}>
                    取消隐藏
                  </Button>
                ) : (
                  <Button type="link" danger onClick={() => setHiding(post)}>
                    隐藏
                  </Button>
                )}
              </Space>
            ),
          },
        ]}
      />
      <BoardReplyDrawer post={replyingTo} onClose={() => setReplyingTo(null)} />
      <Modal
        open={hiding !== null}
        title="隐藏留言"
        okText="确认隐藏"
        cancelText="取消"
        okButtonProps={{ danger: true, disabled: reason.trim() === '' }}
        onOk={() => hiding && setHidden(hiding, true)}
        onCancel={() => setHiding(null)}
      >
        <Typography.Paragraph type="secondary">隐藏后其他用户在留言板看不到这条留言，留言人本人仍可在“我的”中看到。</Typography.Paragraph>
        <Input.TextArea
          rows={3}
          maxLength={ContentLimit.HIDE_REASON}
          showCount
          placeholder="请填写隐藏原因"
          aria-label="隐藏原因"
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </Modal>
    </Card>
  );
}
