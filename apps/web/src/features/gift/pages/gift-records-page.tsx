import { GIFT_KIND_TEXT } from '@hall/contract/gift/rules';
import { useQuery } from '@tanstack/react-query';
import { Button, List } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { formatMinuteTime } from '../../../shared/lib/format-date.ts';
import { useMember } from '../../../shared/member/use-member.ts';
import { boundPhoneOf } from '../../../shared/ui/bound-view.tsx';
import { BoundPage } from '../../../shared/ui/bound-page.tsx';
import { QueryView } from '../../../shared/ui/query-view.tsx';
import { giftRecordsQuery } from '../api.ts';
import '../gift.css';

/** /giftRecords: the gifts the bound number gave and received, newest first, the other number masked. */
export function GiftRecordsPage() {
  const navigate = useNavigate();
  const member = useMember();
  const records = useQuery({ ...giftRecordsQuery, enabled: boundPhoneOf(member) !== '' });

  return (
    <BoundPage title="转赠记录" backTo="/gift" member={member} failedTitle="信息加载失败">
      {() => (
        <QueryView
          query={records}
          loading={6}
          failedTitle="转赠记录加载失败"
          isEmpty={(data) => data.list.length === 0}
          empty={{
            title: '暂无转赠记录',
            description: '您还没有转赠或收到过流量、话费',
            children: (
              <Button color="primary" size="small" onClick={() => navigate('/gift')}>
                去转赠
              </Button>
            ),
          }}
        >
          {(data) => (
            <List header={`共${data.total}条记录`}>
              {data.list.map((record) => {
                const isGiven = record.direction === 'given';
                return (
                  <List.Item
                    key={record.id}
                    description={formatMinuteTime(record.createdAt)}
                    extra={
                      <span className={isGiven ? 'gift-amount-given' : 'gift-amount-received'}>
                        {isGiven ? '-' : '+'}
                        {record.amountText}
                      </span>
                    }
                  >
                    <span className={isGiven ? 'gift-direction gift-direction-given' : 'gift-direction gift-direction-received'}>
                      {isGiven ? '转出' : '转入'}
                    </span>
                    {isGiven ? `转赠${GIFT_KIND_TEXT[record.kind]}给${record.counterpart}` : `收到${record.counterpart}转赠${GIFT_KIND_TEXT[record.kind]}`}
                  </List.Item>
                );
              })}
            </List>
          )}
        </QueryView>
      )}
    </BoundPage>
  );
}
