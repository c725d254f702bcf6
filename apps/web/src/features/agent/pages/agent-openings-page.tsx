import { OPENING_STATE_TEXT, type OpeningState } from '@hall/contract/agent/rules';
import { useInfiniteQuery } from '@tanstack/react-query';
import { List, Tag } from 'antd-mobile';
import { useState } from 'react';
import { formatMinuteTime } from '../../../shared/lib/format-date.ts';
import { InfiniteQueryView } from '../../../shared/ui/infinite-query-view.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { SegmentedTabs } from '../../../shared/ui/segmented-tabs.tsx';
import { agentOpeningsQuery } from '../agent-records-api.ts';
import { formatMonthTitle, monthBefore } from '@hall/contract/china-calendar';
import '../agent.css';

const STATE_COLOR: Record<OpeningState, 'default' | 'warning' | 'success' | 'danger'> = {
  unfinished: 'default',
  pending: 'warning',
  passed: 'success',
  failed: 'danger',
};
const STATES: OpeningState[] = ['passed', 'pending', 'failed', 'unfinished'];
/** The months offered as tabs: this one and the two before (the server keeps twelve). */
const MONTHS_SHOWN = 3;

/**
 * /agentOpenings (开卡记录): the agent's own openings of a month, with the month's counts by state.
 * The first request leaves the month out, so "this month" is the server's (its clock may be the
 * sandbox's, moved ahead), and the tabs count back from the month it answers.
 */
export function AgentOpeningsPage() {
  const [thisMonth, setThisMonth] = useState<string | null>(null);
  const [chosenMonth, setChosenMonth] = useState<string | undefined>(undefined);
  const openings = useInfiniteQuery(agentOpeningsQuery(chosenMonth));
  const answeredMonth = openings.data?.pages[0]?.month;
  // Kept once learned (set while rendering, React's pattern for state derived from a prop or query), so the tabs stay when another month is chosen.
  if (thisMonth === null && chosenMonth === undefined && answeredMonth !== undefined) {
    setThisMonth(answeredMonth);
  }
  const month = chosenMonth ?? answeredMonth ?? thisMonth ?? '';
  const months = thisMonth === null ? [] : Array.from({ length: MONTHS_SHOWN }, (_unused, back) => monthBefore(thisMonth, back));
  const counts = openings.data?.pages[0]?.counts;

  return (
    <div className="page">
      <PageHeader title="我的开卡记录" backTo="/OpenCardMessage" />
      {months.length > 0 && (
        <SegmentedTabs label="月份" tabs={months.map((key) => ({ key, title: formatMonthTitle(key) }))} activeKey={month} onChange={setChosenMonth} />
      )}
      {counts && (
        <dl className="agent-openings-counts" aria-label={`${formatMonthTitle(month)}开卡统计`}>
          {STATES.map((state) => (
            <div key={state}>
              <dt>{OPENING_STATE_TEXT[state]}</dt>
              <dd className="key-figure">{counts[state]}</dd>
            </div>
          ))}
        </dl>
      )}
      <InfiniteQueryView
        query={openings}
        itemsOf={(page) => page.list}
        loading={6}
        failedTitle="开卡记录查询失败"
        empty={{ title: '暂无开卡记录', description: `${formatMonthTitle(month)}还没有开卡记录` }}
      >
        {(list) => (
          <List aria-label="开卡记录">
            {list.map((opening) => (
              <List.Item
                key={`${opening.serviceId}:${opening.createdAt}`}
                description={
                  <>
                    <div>
                      {opening.offerName}
                      {opening.customerName ? ` · ${opening.customerName}` : ''}
                    </div>
                    <div>{formatMinuteTime(opening.createdAt)}</div>
                    {opening.reason && <div className="agent-openings-reason">未通过原因：{opening.reason}</div>}
                  </>
                }
                extra={<Tag color={STATE_COLOR[opening.state]}>{OPENING_STATE_TEXT[opening.state]}</Tag>}
              >
                {opening.serviceId}
              </List.Item>
            ))}
          </List>
        )}
      </InfiniteQueryView>
    </div>
  );
}
