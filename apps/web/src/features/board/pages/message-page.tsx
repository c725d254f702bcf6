import { InfiniteQueryView } from '../../../shared/ui/infinite-query-view.tsx';
import type { Comment } from '@hall/contract/board/schemas';
import { BOARD_BANNER_AUTOPLAY_MS, BOARD_TAB_LOADING_TOAST_MS } from '../../../config/ui-timings.ts';
import { BoardCheck } from '@hall/contract/board/rules';
import { FieldLimit } from '@hall/contract/validators';
import { Tabs, Toast } from 'antd-mobile';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { HallForm, useHallForm } from '../../../shared/form/hall-form.tsx';
import { SubmitBar } from '../../../shared/form/submit-bar.tsx';
import { TextAreaField } from '../../../shared/form/text-area-field.tsx';
import { buildPath } from '../../../shared/lib/navigation.ts';
import { BannerCarousel } from '../../../shared/ui/banner-carousel.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import '../../../shared/ui/antd-render-bridge.ts';
import { BOARD_TABS, boardBannersQuery, commentListQuery, useEnterBoardTab, usePostToBoard, useToggleLike } from '../api.ts';
import { CommentCard } from '../components/comment-card.tsx';
import { SuccessOverlay } from '../components/success-overlay.tsx';
import '../board.css';

interface PostValues {
  content: string;
}

/** /message: banners, the post box, tabs all / featured / mine and the infinite list. */
export function MessagePage() {
  const navigate = useNavigate();
  const [tab, setTab] = useState<number>(BOARD_TABS[0].key);
  const form = useHallForm<PostValues>();
  const [isSuccessShown, setIsSuccessShown] = useState(false);
  const banners = useQuery(boardBannersQuery);
  const comments = useInfiniteQuery(commentListQuery(tab));
  const toggleLike = useToggleLike();
  const postToBoard = usePostToBoard();
  const enterTab = useEnterBoardTab();

  const submit = ({ content }: PostValues) => {
    postToBoard.mutate(content, {
      onSuccess: () => {
        form.resetFields();
        setIsSuccessShown(true);
      },
    });
  };

  const closeSuccess = useCallback(() => setIsSuccessShown(false), []);

  const changeTab = (key: string) => {
    const next = Number(key);
    if (next === tab) {
      return;
    }
    Toast.show({ icon: 'loading', content: '加载中...', duration: BOARD_TAB_LOADING_TOAST_MS });
    // The tab being entered starts again from its first page, however recently it was shown.
    void enterTab(next);
    setTab(next);
  };

  const like = (comment: Comment) => toggleLike.mutate(comment);
  const open = (comment: Comment) => navigate(buildPath('/proposalDetail', { id: comment.id }));

  const list = (
    <InfiniteQueryView query={comments} itemsOf={(page) => page.list} loading={8} empty={{ title: '暂无内容' }}>
      {(posts) => (
        <ul className="comment-list" aria-label="留言列表">
          {posts.map((comment) => (
            <li key={comment.id}>
              <CommentCard comment={comment} isPreview onLike={like} onOpen={open} />
            </li>
          ))}
        </ul>
      )}
    </InfiniteQueryView>
  );

  return (
    <div className="page">
      <PageHeader title="留言板" />
      <BannerCarousel banners={banners.data?.list ?? []} autoplayMs={BOARD_BANNER_AUTOPLAY_MS} label="留言板活动" />
      <section className="board-compose" aria-label="发表留言">
        <HallForm form={form} onSubmit={submit}>
          <TextAreaField
            name="content"
            label="我要留言"
            placeholder="请输入您的投诉或建议内容，建议留下联系方式，方便我们及时联系您"
            rows={4}
            maxLength={FieldLimit.FREE_TEXT}
            isCounted
            check={BoardCheck.POST}
          />
        </HallForm>
        <SubmitBar form={form} text="提交" isPending={postToBoard.isPending} className="board-compose-actions" />
      </section>
      <div className="board-tabs">
        <Tabs activeKey={String(tab)} onChange={changeTab}>
          {BOARD_TABS.map((item) => (
            <Tabs.Tab key={String(item.key)} title={item.title} />
          ))}
        </Tabs>
      </div>
      {list}
      {isSuccessShown ? <SuccessOverlay onClose={closeSuccess} /> : null}
    </div>
  );
}
