import { ErrorBlock } from 'antd-mobile';

/** Empty list: 暂无记录 / 暂无数据 with an optional hint. */
export function EmptyState({ title = '暂无数据', description }: { title?: string; description?: string }) {
  return <ErrorBlock status="empty" title={title} description={description ?? ''} />;
}
