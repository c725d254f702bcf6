import type { AgentOpening } from '@hall/contract/agent/agent-records-schemas';
import {
  AgentOpeningsCheck,
  checkOpeningsRange,
  checkOpeningsReach,
  OPENING_FLOW_PATH,
  OPENING_RESUME_TEXT,
  OPENING_STATE_TEXT,
  type OpeningState,
} from '@hall/contract/agent/rules';
import { shiftChinaDate } from '@hall/contract/china-time';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Button, List, Tag } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { HallForm, useHallForm } from '../../../shared/form/hall-form.tsx';
import { SubmitBar } from '../../../shared/form/submit-bar.tsx';
import { formatMinuteTime } from '../../../shared/lib/format-date.ts';
import { InfiniteQueryView } from '../../../shared/ui/infinite-query-view.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { SegmentedTabs } from '../../../shared/ui/segmented-tabs.tsx';
import { showAgentToast } from '../agent-toast.ts';
import { storeResumedOpening } from '../agent-storage.ts';
import { agentOpeningsQuery, type OpeningsRange } from '../agent-records-api.ts';
import { DateField } from '../components/date-field.tsx';
import '../agent.css';

const STATE_COLOR: Record<OpeningState, 'default' | 'warning' | 'success' | 'danger'> = {
  unfinished: 'default',
  pending: 'warning',
  passed: 'success',
  failed: 'danger',
};
const STATES: OpeningState[] = ['passed', 'pending', 'failed', 'unfinished'];

type Preset = 'recent' | 'thisMonth' | 'lastMonth' | 'custom';
const PRESETS: { key: Preset; title: string }[] = [
  { key: 'recent', title: '近30天' },
  { key: 'thisMonth', title: '本月' },
  { key: 'lastMonth', title: '上月' },
  { key: 'custom', title: '自定义' },
];

/** The range of a preset, counted from the server's today (YYYY-MM-DD); undefined: the server's default, the last thirty days. */
function rangeOfPreset(preset: Exclude<Preset, 'custom'>, today: string): OpeningsRange | undefined {
  const firstOfMonth = `${today.slice(0, 8)}01`;
  if (preset === 'thisMonth') {
    return { from: firstOfMonth, to: today };
  }
  if (preset === 'lastMonth') {
    const lastOfPrevious = shiftChinaDate(firstOfMonth, -1);
    return { from: `${lastOfPrevious.slice(0, 8)}01`, to: lastOfPrevious };
  }
  return undefined;
}

/** The custom range's second row also checks the pair: in order, not too long, by the server's today and within its twelve months. */
const checkToBy = (today: string) => (value: string, values: Record<string, unknown>) => {
  const from = String(values.from ?? '').trim();
  return AgentOpeningsCheck.TO(value) ?? checkOpeningsRange(from, value.trim()) ?? checkOpeningsReach(from, value.trim(), today);
};

/**
 * /agentOpenings (开卡记录): the agent's own openings of a range of China days, the unfinished ones
 * first with 继续办理, a refused one with its reason and what the agent can do, and the range's
 * counts by state. The first request leaves the range out, so "today" is the server's (its clock
 * may be the sandbox's, moved ahead), and the presets count back from the day it answers.
 */
export function AgentOpeningsPage() {
  const navigate = useNavigate();
  const [today, setToday] = useState<string | null>(null);
  const [preset, setPreset] = useState<Preset>('recent');
  const [range, setRange] = useState<OpeningsRange | undefined>(undefined);
  const form = useHallForm<OpeningsRange>();
  const openings = useInfiniteQuery(agentOpeningsQuery(range));
  const answered = openings.data?.pages[0];
  // Kept once learned (set while rendering, React's pattern for state derived from a query), so the presets stay while another range loads.
  if (today === null && answered !== undefined) {
    setToday(answered.today);
  }

  const choosePreset = (chosen: Preset) => {
    setPreset(chosen);
    if (chosen !== 'custom' && today !== null) {
      setRange(rangeOfPreset(chosen, today));
    }
  };

  const resume = (opening: AgentOpening) => {
    if (!opening.resume) {
      return;
    }
    const path = OPENING_FLOW_PATH[opening.resume.applyEvent];
    storeResumedOpening(opening.resume.uimId, path);
    navigate(path);
  };

  return (
    <div className="page">
      <PageHeader title="我的开卡记录" backTo="/OpenCardMessage" />
      {today !== null && <SegmentedTabs label="时间范围" tabs={PRESETS} activeKey={preset} onChange={choosePreset} />}
      {preset === 'custom' && today !== null && (
        <>
          <HallForm
            form={form}
            initialValues={answered ? { from: answered.from, to: answered.to } : undefined}
            showFailure={showAgentToast}
            onSubmit={(values) => setRange({ from: values.from, to: values.to })}
          >
            <DateField name="from" label="开始日期" check={AgentOpeningsCheck.FROM} />
            <DateField name="to" label="结束日期" check={checkToBy(today)} />
          </HallForm>
          <SubmitBar form={form} text="查询" isPending={openings.isFetching && !openings.isFetchingNextPage} />
        </>
      )}
      {answered && (
        <>
          <p className="agent-openings-range">
            {answered.from} 至 {answered.to}
          </p>
          <dl className="agent-openings-counts" aria-label="开卡统计">
            {STATES.map((state) => (
              <div key={state}>
                <dt>{OPENING_STATE_TEXT[state]}</dt>
                <dd className="key-figure">{answered.counts[state]}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
      <InfiniteQueryView
        query={openings}
        itemsOf={(page) => page.list}
        loading={6}
        failedTitle="开卡记录查询失败"
        empty={{ title: '暂无开卡记录', description: answered ? `${answered.from} 至 ${answered.to} 没有开卡记录` : undefined }}
      >
        {(list) => {
          const unfinished = list.filter((opening) => opening.state === 'unfinished');
          const submitted = list.filter((opening) => opening.state !== 'unfinished');
          return (
            <>
              {unfinished.length > 0 && (
                <section aria-label="未完成的开卡">
                  <List header="未完成，可继续办理">
                    {unfinished.map((opening) => (
                      <OpeningItem key={`${opening.serviceId}:${opening.createdAt}`} opening={opening} onResume={() => resume(opening)} />
                    ))}
                  </List>
                </section>
              )}
              {submitted.length > 0 && (
                <section aria-label="已提交的开卡">
                  <List header={unfinished.length > 0 ? '已提交' : undefined}>
                    {submitted.map((opening) => (
                      <OpeningItem key={`${opening.serviceId}:${opening.createdAt}`} opening={opening} />
                    ))}
                  </List>
                </section>
              )}
            </>
          );
        }}
      </InfiniteQueryView>
    </div>
  );
}

/** One opening: the number, offer, customer and time, where it stands; the way back in or the refusal's next step. */
function OpeningItem({ opening, onResume }: { opening: AgentOpening; onResume?: () => void }) {
  return (
    <List.Item
      description={
        <>
          <div>
            {opening.offerName}
            {opening.customerName ? ` · ${opening.customerName}` : ''}
          </div>
          <div>{formatMinuteTime(opening.createdAt)}</div>
          {opening.resume && <div>下一步：{OPENING_RESUME_TEXT[opening.resume.at]}</div>}
          {opening.reason && <div className="agent-openings-reason">未通过原因：{opening.reason}</div>}
          {opening.nextStep && <div className="agent-openings-next">怎么办：{opening.nextStep}</div>}
          {onResume && (
            <Button
              className="agent-openings-resume"
              size="small"
              color="primary"
              fill="outline"
              onClick={onResume}
              aria-label={`继续办理 ${opening.serviceId}`}
            >
              继续办理
            </Button>
          )}
        </>
      }
      extra={<Tag color={STATE_COLOR[opening.state]}>{OPENING_STATE_TEXT[opening.state]}</Tag>}
    >
      {opening.serviceId}
    </List.Item>
  );
}
