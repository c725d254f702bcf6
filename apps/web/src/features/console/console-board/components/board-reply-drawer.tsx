import type { ModeratedPost } from '@hall/contract/console-board/schemas';
import { ContentLimit } from '@hall/contract/console-content/rules';
import { Button, Drawer, Empty, Input, List, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { boardRepliesQuery, useReplyToPost } from '../board-api.ts';
import { ConsoleQueryView } from '../../shell/components/console-query-view.tsx';
import { formatDateTime } from '../../shell/components/form-values.ts';

/** One post with its replies, and the form for an official reply (shown as 官方 on the board). */
export function BoardReplyDrawer({ post, onClose }: { post: ModeratedPost | null; onClose: () => void }) {
  const replies = useQuery(boardRepliesQuery(post?.id ?? 0));
  const [text, setText] = useState('');
  const replyToPost = useReplyToPost();

  const reply = () => {
    if (!post) {
      return;
    }
    replyToPost.mutate({ postId: post.id, text }, { onSuccess: () => setText('') });
  };

  return (
    <Drawer open={post !== null} title="留言详情与官方回复" size="large" onClose={onClose} destroyOnHidden>
      {post && (
        <>
          <Typography.Paragraph>
            <Typography.Text strong>{post.authorName}</Typography.Text>
            <Typography.Text type="secondary"> · {formatDateTime(post.createdAt)}</Typography.Text>
          </Typography.Paragraph>
          <Typography.Paragraph className="console-post-text">{post.content}</Typography.Paragraph>
          <ConsoleQueryView query={replies} failure="回复加载失败" loadingLabel="正在加载回复">
            {({ list }) => (
              <List
                header={`全部回复（${list.length}）`}
                dataSource={list}
                locale={{ emptyText: <Empty description="暂无回复" image={Empty.PRESENTED_IMAGE_SIMPLE} /> }}
                renderItem={(item) => (
                  <List.Item>
                    <List.Item.Meta
                      title={
                        <>
                          {item.authorName} {item.isOfficial && <Tag color="blue">官方</Tag>}
                          {item.replyToName && <Typography.Text type="secondary"> 回复 {item.replyToName}</Typography.Text>}
                        </>
                      }
                      description={
                        <>
                          <div className="console-post-text">{item.content}</div>
                          <Typography.Text type="secondary">{formatDateTime(item.createdAt)}</Typography.Text>
                        </>
                      }
                    />
                  </List.Item>
                )}
              />
            )}
          </ConsoleQueryView>
          <Input.TextArea
            className="console-section"
            rows={4}
            maxLength={ContentLimit.BOARD_REPLY}
            showCount
            placeholder="以官方客服身份回复，用户将在留言板看到“官方”标识"
            aria-label="官方回复内容"
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          <Button className="console-section" type="primary" loading={replyToPost.isPending} disabled={text.trim() === ''} onClick={reply}>
            发布官方回复
          </Button>
        </>
      )}
    </Drawer>
  );
}
