import { AgentMessage } from '@hall/contract/agent/rules';
import { COMMISSION_KIND_LABELS } from '@hall/contract/commission/rules';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { List, Result, Tag } from 'antd-mobile';
import { useState } from 'react';
import { formatYuan } from '../../../shared/lib/format.ts';
import { formatMinuteTime } from '../../../shared/lib/format-date.ts';
import { InfiniteQueryView } from '../../../shared/ui/infinite-query-view.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { SegmentedTabs } from '../../../shared/ui/segmented-tabs.tsx';
import { agentCommissionQuery } from '../agent-commission-api.ts';
import { agentProfileQuery } from '../agent-login-api.ts';
import { readStoredProfile } from '../agent-storage.ts';
import '../agent.css';

const MONTHS_SHOWN = 6;
const KIND_COLOR = { activation: 'success', share: 'primary', clawback: 'danger' } as const;

/** The month `back` months before YYYYMM. */
function monthBefore(month: string, back: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(4, 6)) - 1 - back;
  return `${Math.floor(index / 12)}${String((index % 12) + 1).padStart(2, '0')}`;
}

const monthLabel = (month: string) => `${Number(month.slice(4, 6))}月`;

/**
 * /agentCommission (佣金结算): the dealer's commission of a China month, for its manager (店长):
 * each entry (开户奖励, 话费分成, 追回) with the opening's number masked and the work number, and the
 * month's totals per kind and net. A plain agent is told the page is the manager's.
 */
export function AgentCommissionPage() {
  const profile = useQuery(agentProfileQuery()).data ?? readStoredProfile();
  const [month, setMonth] = useState<string | undefined>(undefined);
  const isPlainAgent = profile !== null && profile !== undefined && profile.role !== 'manager';
  // Asked unless the profile says a plain agent: without a session the call's refusal goes to the agent login.
  const statement = useInfiniteQuery({ ...agentCommissionQuery(month), enabled: !isPlainAgent });
  const first = statement.data?.pages[0];
  const currentMonth = first?.currentMonth;
  const tabs = currentMonth
    ? Array.from({ length: MONTHS_SHOWN }, (_, back) => monthBefore(currentMonth, back)).map((key) => ({ key, title: monthLabel(key) }))
    : [];

  if (isPlainAgent) {
    return (
      <div className="page">
        <PageHeader title="佣金结算" backTo="/OpenCardMessage" />
        <Result status="info" title={AgentMessage.MANAGER_ONLY} />
      </div>
    );
  }
  return (
    <div className="page">
      <PageHeader title="佣金结算" backTo="/OpenCardMessage" />
      {tabs.length > 0 && <SegmentedTabs label="结算月份" tabs={tabs} activeKey={month ?? currentMonth ?? ''} onChange={setMonth} />}
      {first && (
        <dl className="agent-openings-counts" aria-label={`${first.dealerName} ${monthLabel(first.month)}佣金合计`}>
          <div>
            <dt>{COMMISSION_KIND_LABELS.activation}</dt>
            <dd className="key-figure">{formatYuan(first.totals.activationFen)}</dd>
          </div>
          <div>
            <dt>{COMMISSION_KIND_LABELS.share}</dt>
            <dd className="key-figure">{formatYuan(first.totals.shareFen)}</dd>
          </div>
          <div>
            <dt>{COMMISSION_KIND_LABELS.clawback}</dt>
            <dd className="key-figure">{formatYuan(first.totals.clawbackFen)}</dd>
          </div>
          <div>
            <dt>本月净额</dt>
            <dd className="key-figure">{formatYuan(first.totals.netFen)}</dd>
          </div>
        </dl>
      )}
      <InfiniteQueryView
        query={statement}
        itemsOf={(page) => page.entries}
        loading={6}
        failedTitle="佣金查询失败"
        empty={{ title: '本月暂无佣金', description: '开卡通过稽核后将在此显示开户奖励' }}
      >
        {(entries) => (
          <List aria-label="佣金明细">
            {entries.map((entry) => (
              <List.Item
                key={entry.id}
                description={`${formatMinuteTime(entry.createdAt)} · 工号 ${entry.workNo} · 单号 ${entry.recordNumber}${entry.billMonth ? ` · ${monthLabel(entry.billMonth)}账单` : ''}`}
                extra={<span className="key-figure">{formatYuan(entry.amountFen)} 元</span>}
              >
                <Tag color={KIND_COLOR[entry.kind]}>{COMMISSION_KIND_LABELS[entry.kind]}</Tag> {entry.phone}
              </List.Item>
            ))}
          </List>
        )}
      </InfiniteQueryView>
    </div>
  );
}
