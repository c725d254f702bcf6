import { InfiniteQueryView } from '../../../shared/ui/infinite-query-view.tsx';
import { List, Tabs } from 'antd-mobile';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDate } from '../../../shared/lib/format-date.ts';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { PullRefresh } from '../../../shared/ui/pull-refresh.tsx';
import { QueryView } from '../../../shared/ui/query-view.tsx';
import { DETAIL_TYPES, pointsDetailQuery, pointsRuleQuery } from '../api.ts';
import '../points.css';

/** /integralDetails: points earned and used (all / earned / used, cached per filter) and the rules. */
export function IntegralDetailsPage() {
  const [type, setType] = useState<number>(DETAIL_TYPES[0].key);
  const detail = useInfiniteQuery(pointsDetailQuery(type));
  const rule = useQuery(pointsRuleQuery);

  const content = (
    <InfiniteQueryView query={detail} itemsOf={(page) => page.list} loading={5} failedTitle="查询失败" empty={{ title: '暂无记录' }}>
      {(list) => (
        <List aria-label="积分明细">
          {list.map((item) => (
            <List.Item
              key={item.id}
              description={formatDate(item.date)}
              extra={
                <span className={item.points > 0 ? 'points-amount-earned' : 'points-amount-used'}>{item.points > 0 ? `+${item.points}` : item.points}</span>
              }
            >
              {item.title}
            </List.Item>
          ))}
        </List>
      )}
    </InfiniteQueryView>
  );
  return (
    <div className="page">
      <PageHeader title="积分明细" backTo="/integral/myPoints" />
      <Tabs activeKey={String(type)} onChange={(key) => setType(Number(key))}>
        {DETAIL_TYPES.map((item) => (
          <Tabs.Tab key={String(item.key)} title={item.title} />
        ))}
      </Tabs>
      <PullRefresh>{content}</PullRefresh>
      <section className="page-section" aria-label="积分规则">
        <h2 className="section-title">{rule.data?.title ?? '积分规则'}</h2>
        <QueryView query={rule} loading={3} failed={() => <p className="points-rule">积分规则加载失败</p>}>
          {({ content }) => <p className="points-rule">{content}</p>}
        </QueryView>
      </section>
    </div>
  );
}
