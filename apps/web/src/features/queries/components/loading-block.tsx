import { Skeleton } from 'antd-mobile';

/** What a query page shows while its data loads. */
export function LoadingBlock({ lines = 6 }: { lines?: number }) {
  return (
    <div className="skeleton-block" aria-busy="true" aria-label="加载中">
      <Skeleton.Title animated />
      <Skeleton.Paragraph lineCount={lines} animated />
    </div>
  );
}
