import { useQuery } from '@tanstack/react-query';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { orderDetailQuery } from '../api.ts';
import { LoadingBlock } from './loading-block.tsx';

/** The title and content pairs of one order, and its tips. */
export function OrderDetailContent({ oid }: { oid: string }) {
  const detail = useQuery(orderDetailQuery(oid));
  if (detail.isPending) {
    return <LoadingBlock lines={4} />;
  }
  if (detail.isError) {
    return <EmptyState title="查询失败" description={detail.error.message} />;
  }
  return (
    <div>
      {detail.data.list.map((row) => (
        <div className="order-detail-row" key={row.title}>
          <span>{row.title}</span>
          <span>{row.content}</span>
        </div>
      ))}
      {detail.data.tips && <p className="order-tips">{detail.data.tips}</p>}
    </div>
  );
}
