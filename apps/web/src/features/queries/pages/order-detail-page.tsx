import { useQueryParam } from '../../../shared/hooks/use-query-param.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { OrderDetailContent } from '../components/order-detail-content.tsx';
import '../queries.css';

/** /orderDetail?oid=: one order on its own page (the list shows it as an overlay). */
export function OrderDetailPage() {
  const oid = useQueryParam('oid');
  return (
    <div className="page">
      <PageHeader title="订单详情" backTo="/orderQuery" />
      <div className="page-section">{oid ? <OrderDetailContent oid={oid} /> : <EmptyState title="暂无数据" description="请从订单查询中选择订单" />}</div>
    </div>
  );
}
