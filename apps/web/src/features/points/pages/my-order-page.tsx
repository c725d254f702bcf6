import { List, Skeleton, Tabs } from 'antd-mobile';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDate, formatYuan } from '../../../shared/lib/format.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { PullRefresh } from '../../../shared/ui/pull-refresh.tsx';
import { ORDER_INTERVALS, pointsOrdersQuery } from '../api.ts';
import { InfiniteListFooter } from '../../../shared/ui/infinite-list-footer.tsx';
import { LoadFailed, retryOf } from '../../../shared/ui/load-failed.tsx';
import '../points.css';

/** /myOrder: points orders of the last six months, one year or two years (cached per range). */
export function MyOrderPage() {
  const [interval, setIntervalKey] = useState<number>(ORDER_INTERVALS[0].key);
  const orders = useInfiniteQuery(pointsOrdersQuery(interval));
  const list = orders.data?.pages.flatMap((page) => page.list) ?? [];

  let content;
  if (orders.isPending) {
    content = (
      <div className="skeleton-block" aria-busy="true">
        <Skeleton.Paragraph lineCount={5} animated />
      </div>
    );
  } else if (orders.isError && list.length === 0) {
    content = <LoadFailed title="查询失败" {...retryOf(orders)} />;
  } else if (list.length === 0) {
    content = <EmptyState title="暂无记录" description="该时间段内没有积分兑换订单" />;
  } else {
    content = (
      <>
        <List aria-label="积分订单">
          {list.map((order) => (
            <List.Item
              key={order.orderId}
              description={`兑换时间 ${formatDate(order.exchangeDate)}`}
              extra={
                <div>
                  <div>价值 {formatYuan(order.amount)} 元</div>
                  <div className="points-amount-used">-{order.points} 积分</div>
                </div>
              }
            >
              {order.title}
            </List.Item>
          ))}
        </List>
        <InfiniteListFooter hasMore={orders.hasNextPage} loadMore={() => orders.fetchNextPage({ throwOnError: true })} />
      </>
    );
  }
  return (
    <div className="page">
      <PageHeader title="积分订单" backTo="/integral/myPoints" />
      <Tabs activeKey={String(interval)} onChange={(key) => setIntervalKey(Number(key))}>
        {ORDER_INTERVALS.map((item) => (
          <Tabs.Tab key={String(item.key)} title={item.title} />
        ))}
      </Tabs>
      <PullRefresh>{content}</PullRefresh>
    </div>
  );
}
