import type { MemberReservation } from '@hall/contract/number-pool/schemas';
import { RESERVATION_MINUTES } from '@hall/contract/number-pool/rules';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Button, List, Skeleton } from 'antd-mobile';
import { useState } from 'react';
import { TailSearchBar } from '../../../shared/form/tail-search-bar.tsx';
import { formatMinuteTime } from '../../../shared/lib/format-date.ts';
import { formatYuan } from '../../../shared/lib/format.ts';
import { showConfirm } from '../../../shared/ui/dialogs.ts';
import { InfiniteQueryView } from '../../../shared/ui/infinite-query-view.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { QueryView } from '../../../shared/ui/query-view.tsx';
import { memberReservationQuery, numberPoolQuery, useCancelReservation, useReserveNumber } from '../api.ts';
import '../number-pool.css';

function ReservationCard({ reservation }: { reservation: MemberReservation }) {
  const cancel = useCancelReservation();
  const confirmCancel = async () => {
    if (
      await showConfirm({
        title: '取消预留',
        content: `确定取消号码 ${reservation.phone} 的预留吗？取消后号码将重新开放。`,
        confirmText: '取消预留',
        cancelText: '保留',
      })
    ) {
      cancel.mutate(undefined);
    }
  };
  return (
    <section className="number-reservation" aria-label="我的预留">
      <h2 className="number-reservation-title">我的预留号码</h2>
      <div className="number-reservation-phone key-figure">{reservation.phone}</div>
      <dl className="number-reservation-facts">
        <div>
          <dt>预留码</dt>
          <dd className="number-reservation-code">{reservation.code}</dd>
        </div>
        <div>
          <dt>有效期至</dt>
          <dd>{formatMinuteTime(reservation.reservedUntil)}</dd>
        </div>
        <div>
          <dt>办理营业点</dt>
          <dd>{reservation.dealerName}</dd>
        </div>
        <div>
          <dt>套餐</dt>
          <dd>
            {reservation.offerName}（开户预存{formatYuan(reservation.feeFen)}元）
          </dd>
        </div>
      </dl>
      <p className="number-reservation-note">
        {reservation.isTakenByDealer
          ? '营业点已受理您的预留，请配合营业员完成实名开户。'
          : `请携带本人身份证，在有效期内到店办理：向营业员出示预留码，由营业员为您实名开户。号码暂不支持线上开户，逾期未办理将自动释放。`}
      </p>
      <Button block fill="outline" color="danger" loading={cancel.isPending} onClick={() => void confirmCancel()}>
        取消预留
      </Button>
    </section>
  );
}

/**
 * /numberPurchase (号码购买, the menu's entry): the operator's numbers in stock at its dealers, by
 * tail digits; one can be reserved for 30 minutes and completed at the number's dealer with the
 * reservation code (到店办理: the opening needs the ID card and the face check at the dealer).
 */
export function NumberPurchasePage() {
  const [tail, setTail] = useState('');
  const reservation = useQuery(memberReservationQuery);
  const pool = useInfiniteQuery(numberPoolQuery(tail));
  const reserve = useReserveNumber();
  const hasReservation = Boolean(reservation.data?.reservation);
  const reserveNumber = async (phone: string) => {
    const isConfirmed = await showConfirm({
      title: '预留号码',
      content: `预留号码 ${phone}？预留保留${RESERVATION_MINUTES}分钟，请在有效期内到店办理。`,
      confirmText: '预留',
    });
    if (isConfirmed) {
      reserve.mutate(phone);
    }
  };
  return (
    <div className="page">
      <PageHeader title="号码购买" backTo="/transfer" />
      <QueryView query={reservation} loading={<Skeleton.Paragraph lineCount={3} animated />} failedTitle="预留信息查询失败">
        {(shown) => (shown.reservation ? <ReservationCard reservation={shown.reservation} /> : null)}
      </QueryView>
      <TailSearchBar placeholder="输入1至4位尾号选号" buttonText="搜索" onSearch={setTail} />
      <InfiniteQueryView
        query={pool}
        itemsOf={(page) => page.list}
        loading={6}
        failedTitle="号码查询失败"
        empty={{ title: '暂无可选号码', description: tail ? `没有尾号为 ${tail} 的可选号码` : '号码库暂时没有可选号码' }}
      >
        {(list) => (
          <List aria-label="可选号码">
            {list.map((number) => (
              <List.Item
                key={number.phone}
                description={`${number.offerName} · 开户预存${formatYuan(number.feeFen)}元 · ${number.dealerName}`}
                extra={
                  <Button
                    size="mini"
                    color="primary"
                    fill="outline"
                    disabled={hasReservation}
                    loading={reserve.isPending && reserve.variables === number.phone}
                    onClick={() => void reserveNumber(number.phone)}
                    aria-label={`预留 ${number.phone}`}
                  >
                    预留
                  </Button>
                }
              >
                {number.phone}
              </List.Item>
            ))}
          </List>
        )}
      </InfiniteQueryView>
    </div>
  );
}
