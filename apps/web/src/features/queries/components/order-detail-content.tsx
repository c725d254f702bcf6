import { useQuery } from '@tanstack/react-query';
import { QueryView } from '../../../shared/ui/query-view.tsx';
import { orderDetailQuery } from '../api.ts';

/** The title and content pairs of one order, and its tips. */
export function OrderDetailContent({ oid }: { oid: string }) {
  const detail = useQuery(orderDetailQuery(oid));
  return (
    <QueryView query={detail} loading={4} failedTitle="查询失败" refused="查询失败">
      {(order) => (
        <div>
          {order.list.map((row) => (
            <div className="order-detail-row" key={row.title}>
              <span>{row.title}</span>
              <span>{row.content}</span>
            </div>
          ))}
          {order.tips && <p className="order-tips">{order.tips}</p>}
        </div>
      )}
    </QueryView>
  );
}
