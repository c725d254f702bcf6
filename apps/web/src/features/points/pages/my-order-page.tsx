import { InfiniteQueryView } from '../../../shared/ui/infinite-query-view.tsx';
import { List, Tabs } from 'antd-mobile';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatYuan } from '../../../shared/lib/format.ts';
import { formatDate } from '../../../shared/lib/format-date.ts';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { PullRefresh } from '../../../shared/ui/pull-refresh.tsx';
import { ORDER_INTERVALS, pointsOrdersQuery } from '../api.ts';
import '../points.css';

/** /myOrder: points orders of the last six months, one year or two years (cached per range). */
export function MyOrderPage() {
  const [interval, setIntervalKey] = useState<number>(ORDER_INTERVALS[0].key);
  const orders = useInfiniteQuery(pointsOrdersQuery(interval));

  const content = (
    <InfiniteQueryView
      query={orders}
      itemsOf={(page) => page.list}
      loading={5}
      failedTitle="查询失败"
      empty={{ title: '暂无记录', description: '该时间段内没有积分兑换订单' }}
    >
      {(list) => (
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
      )}
    </InfiniteQueryView>
  );
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
