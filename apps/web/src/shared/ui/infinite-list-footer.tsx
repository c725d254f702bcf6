import { InfiniteScroll } from 'antd-mobile';

interface InfiniteListFooterProps {
  hasMore: boolean;
  loadMore: () => Promise<unknown>;
}

/** Loads the next page when the end of a list comes into view; 您已经到底了 once all are shown. */
export function InfiniteListFooter({ hasMore, loadMore }: InfiniteListFooterProps) {
  return (
    <InfiniteScroll
      hasMore={hasMore}
      loadMore={async () => {
        await loadMore();
      }}
    >
      {(more, failed, retry) => {
        if (failed) {
          return (
            <button type="button" className="list-retry" onClick={() => void retry()}>
              加载失败，点击重试
            </button>
          );
        }
        return more ? <span>加载中...</span> : <span className="list-end">您已经到底了</span>;
      }}
    </InfiniteScroll>
  );
}
