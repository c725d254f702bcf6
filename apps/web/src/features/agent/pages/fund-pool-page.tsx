import type { FundPoolStatementEntry } from '@hall/contract/agent/fund-pool-statement-schemas';
import { checkStatementRange, checkStatementReach, FUND_POOL_ENTRY_LABELS, FundPoolStatementMessage } from '@hall/contract/agent/fund-pool-statement-rules';
import { shiftChinaDate } from '@hall/contract/china-time';
import { formatYuan } from '@hall/contract/money';
import { checkPattern } from '@hall/contract/validators';
import { isChinaDate } from '@hall/contract/china-time';
import { useInfiniteQuery } from '@tanstack/react-query';
import { List } from 'antd-mobile';
import { useState } from 'react';
import { HallForm, useHallForm } from '../../../shared/form/hall-form.tsx';
import { SubmitBar } from '../../../shared/form/submit-bar.tsx';
import { formatMinuteTime } from '../../../shared/lib/format-date.ts';
import { InfiniteQueryView } from '../../../shared/ui/infinite-query-view.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { SegmentedTabs } from '../../../shared/ui/segmented-tabs.tsx';
import { showAgentToast } from '../agent-toast.ts';
import { DateField } from '../components/date-field.tsx';
import { fundPoolStatementQuery, type StatementRange } from '../fund-pool-api.ts';
import '../agent.css';

type Preset = 'thisMonth' | 'lastMonth' | 'custom';
const PRESETS: { key: Preset; title: string }[] = [
  { key: 'thisMonth', title: '本月' },
  { key: 'lastMonth', title: '上月' },
  { key: 'custom', title: '自定义' },
];

const checkFrom = checkPattern(FundPoolStatementMessage.FROM_REQUIRED, FundPoolStatementMessage.DATE_INVALID, isChinaDate);
const checkToBy = (today: string) => (value: string, values: Record<string, unknown>) => {
  const from = String(values.from ?? '').trim();
  const to = value.trim();
  return (
    checkPattern(FundPoolStatementMessage.TO_REQUIRED, FundPoolStatementMessage.DATE_INVALID, isChinaDate)(to) ??
    checkStatementRange(from, to) ??
    checkStatementReach(from, to, today)
  );
};

/** Last month's range, counted from the server's today (YYYY-MM-DD). */
function lastMonthOf(today: string): StatementRange {
  const lastOfPrevious = shiftChinaDate(`${today.slice(0, 8)}01`, -1);
  return { from: `${lastOfPrevious.slice(0, 8)}01`, to: lastOfPrevious };
}

const signed = (fen: number) => `${fen > 0 ? '+' : ''}${formatYuan(fen)}`;

/**
 * /agentFundPool (资金池流水), for the dealer's manager: the pool over a range of China days, its
 * opening and closing balances, what came in and went out, and each top-up and opening debit with
 * the balance after it, oldest first, as the ledger holds them. The first request leaves the range
 * out (this month by the server's clock); the presets count back from the day it answers.
 */
export function FundPoolPage() {
  const [today, setToday] = useState<string | null>(null);
  const [preset, setPreset] = useState<Preset>('thisMonth');
  const [range, setRange] = useState<StatementRange | undefined>(undefined);
  const form = useHallForm<StatementRange>();
  const statement = useInfiniteQuery(fundPoolStatementQuery(range));
  const answered = statement.data?.pages[0];
  const closing = statement.data?.pages.at(-1);
  if (today === null && answered !== undefined) {
    setToday(answered.today);
  }

  const choosePreset = (chosen: Preset) => {
    setPreset(chosen);
    if (chosen !== 'custom' && today !== null) {
      setRange(chosen === 'lastMonth' ? lastMonthOf(today) : undefined);
    }
  };

  return (
    <div className="page">
      <PageHeader title="资金池流水" backTo="/OpenCardMessage" />
      {today !== null && <SegmentedTabs label="时间范围" tabs={PRESETS} activeKey={preset} onChange={choosePreset} />}
      {preset === 'custom' && today !== null && (
        <>
          <HallForm
            form={form}
            initialValues={answered ? { from: answered.from, to: answered.to } : undefined}
            showFailure={showAgentToast}
            onSubmit={(values) => setRange({ from: values.from.trim(), to: values.to.trim() })}
          >
            <DateField name="from" label="开始日期" check={checkFrom} />
            <DateField name="to" label="结束日期" check={checkToBy(today)} />
          </HallForm>
          <SubmitBar form={form} text="查询" isPending={statement.isFetching && !statement.isFetchingNextPage} />
        </>
      )}
      {answered && (
        <>
          <p className="agent-openings-range">
            {answered.dealerName} · {answered.from} 至 {answered.to}
          </p>
          <dl className="agent-fund-pool-summary" aria-label="资金池汇总">
            <div>
              <dt>期初余额</dt>
              <dd>¥{formatYuan(answered.openingFen)}</dd>
            </div>
            <div>
              <dt>期末余额</dt>
              <dd>¥{formatYuan(answered.closingFen)}</dd>
            </div>
            <div>
              <dt>本期充值</dt>
              <dd>¥{formatYuan(answered.inFen)}</dd>
            </div>
            <div>
              <dt>本期扣款</dt>
              <dd>¥{formatYuan(answered.outFen)}</dd>
            </div>
          </dl>
        </>
      )}
      <InfiniteQueryView
        query={statement}
        itemsOf={(page) => page.list}
        loading={6}
        failedTitle="资金池流水查询失败"
        empty={{
          title: FundPoolStatementMessage.EMPTY,
          description: answered ? `${answered.from} 至 ${answered.to} 资金池余额为¥${formatYuan(answered.closingFen)}` : undefined,
        }}
      >
        {(list) => (
          <List aria-label="资金池流水">
            <List.Item extra={`¥${formatYuan(answered?.openingFen ?? 0)}`}>期初余额</List.Item>
            {list.map((entry) => (
              <EntryItem key={entry.id} entry={entry} />
            ))}
            {closing && !closing.hasMore && <List.Item extra={`¥${formatYuan(closing.closingFen)}`}>期末余额</List.Item>}
          </List>
        )}
      </InfiniteQueryView>
    </div>
  );
}

/** One movement: its kind and time, the opening (record and work number) or the top-up's note, the amount and the balance after it. */
function EntryItem({ entry }: { entry: FundPoolStatementEntry }) {
  return (
    <List.Item
      description={
        <>
          <div>{formatMinuteTime(entry.createdAt)}</div>
          {entry.recordNumber !== null && (
            <>
              <div className="agent-fund-pool-ref">开户流水号 {entry.recordNumber}</div>
              <div>工号 {entry.workNo}</div>
            </>
          )}
          {entry.note !== '' && <div>{entry.note}</div>}
        </>
      }
      extra={
        <div className="agent-fund-pool-amounts">
          <div className={entry.amountFen < 0 ? 'agent-fund-pool-out' : 'agent-fund-pool-in'}>{signed(entry.amountFen)}</div>
          <div>余额 ¥{formatYuan(entry.balanceAfterFen)}</div>
        </div>
      }
    >
      {FUND_POOL_ENTRY_LABELS[entry.kind]}
    </List.Item>
  );
}
