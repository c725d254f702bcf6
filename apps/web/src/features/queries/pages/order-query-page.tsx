import { DefaultMessage } from '@hall/contract/codes';
import { Button, List, Popup, Tag } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { formatDate } from '../../../shared/lib/format-date.ts';
import { useMember } from '../../../shared/member/use-member.ts';
import { showAlert } from '../../../shared/ui/dialogs.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { PullRefresh } from '../../../shared/ui/pull-refresh.tsx';
import { ORDER_CHECK_BADGE, recentOrdersQuery } from '../api.ts';
import { OrderDetailContent } from '../components/order-detail-content.tsx';
import { QueryView } from '../../../shared/ui/query-view.tsx';
import '../queries.css';

/** /orderQuery: orders of the last three months; a tap opens the detail overlay. Needs a bound phone. */
export function OrderQueryPage() {
  const navigate = useNavigate();
  const member = useMember();
  const phone = member.data?.mobilePhoneInfo?.mobilePhone ?? '';
  const isUnbound = member.isSuccess && !phone;
  const orders = useQuery({ ...recentOrdersQuery(phone), enabled: phone !== '' });
  const [openOid, setOpenOid] = useState<string | null>(null);

  useEffect(() => {
    if (isUnbound) {
      void showAlert(DefaultMessage.NOT_BOUND).then(() => navigate('/PersonalInformation', { replace: true }));
    }
  }, [isUnbound, navigate]);

  // Unbound, the alert above sends the member to bind; until they close it the page says why.
  const content = isUnbound ? (
    <EmptyState title={DefaultMessage.NOT_BOUND} />
  ) : (
    <QueryView query={member} loading={6} failedTitle="查询失败">
      {() => (
        <QueryView
          query={orders}
          loading={6}
          failedTitle="查询失败"
          isEmpty={(list) => list.length === 0}
          empty={{ title: '暂无记录', description: '近三个月没有订单' }}
        >
          {(list) => (
            <List header="近三个月订单">
              {list.map((order) => {
                const badge = ORDER_CHECK_BADGE[order.check] ?? { text: order.check, color: 'danger' as const };
                return (
                  <List.Item
                    key={order.oid}
                    arrowIcon
                    onClick={() => setOpenOid(order.oid)}
                    extra={<Tag color={badge.color}>{badge.text}</Tag>}
                    description={`${formatDate(order.date)} · ${order.detail}`}
                  >
                    {order.name}
                  </List.Item>
                );
              })}
            </List>
          )}
        </QueryView>
      )}
    </QueryView>
  );
  return (
    <div className="page">
      <PageHeader title="订单查询" />
      <PullRefresh>{content}</PullRefresh>
      <Popup
        visible={openOid !== null}
        onMaskClick={() => setOpenOid(null)}
        bodyStyle={{ borderTopLeftRadius: 12, borderTopRightRadius: 12, maxHeight: '70vh', overflowY: 'auto' }}
      >
        <div className="page-section" role="dialog" aria-label="订单详情">
          <h2 className="section-title">订单详情</h2>
          {openOid && <OrderDetailContent oid={openOid} />}
          <div className="page-actions">
            <Button block onClick={() => setOpenOid(null)}>
              关闭
            </Button>
          </div>
        </div>
      </Popup>
    </div>
  );
}
