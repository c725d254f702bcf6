import { ExplainSection } from '../components/explain-section.tsx';
import type { SetMeal, UsageEntry } from '@hall/contract/queries/schemas';
import { Tabs } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { PullRefresh } from '../../../shared/ui/pull-refresh.tsx';
import { WechatSubscribe } from '../../../shared/wechat/usage-alert-subscribe.tsx';
import { setMealQuery } from '../api.ts';
import { UsageBar } from '../components/usage-bar.tsx';
import { PlainSkeleton } from '../../../shared/ui/plain-skeleton.tsx';
import { QueryView } from '../../../shared/ui/query-view.tsx';
import '../queries.css';

// The 30-day chart loads after the page's own figures, in its own chunk.
const UsageChartSection = lazy(() => import('../components/usage-chart.tsx').then((module) => ({ default: module.UsageChartSection })));

type TabKey = 'data' | 'voice' | 'sms';
const TABS: { key: TabKey; title: string }[] = [
  { key: 'data', title: '流量' },
  { key: 'voice', title: '语音' },
  { key: 'sms', title: '短信' },
];

function Bars({ entries }: { entries: UsageEntry[] }) {
  if (entries.length === 0) {
    return <EmptyState title="暂无数据" description="当前套餐不含此项" />;
  }
  return (
    <div>
      {entries.map((entry, index) => (
        <UsageBar key={`${entry.title}-${index}`} entry={entry} />
      ))}
    </div>
  );
}

function DaypackPanel({ meal }: { meal: SetMeal }) {
  const autoDayPackCount = meal.list.data.find((entry) => entry.autoDayPackageNum > 0)?.autoDayPackageNum ?? 0;
  return (
    <div className="daypack-panel" aria-label="日包说明">
      <div>本月已自动订购日包 {autoDayPackCount} 个（1元/500MB，当日有效）</div>
      <div>本月套餐外流量 {meal.list.outside.flowcount}MB</div>
    </div>
  );
}

/** /setMeal: this month's data, voice and SMS usage with the explanatory rules. */
export function SetMealPage() {
  const meal = useQuery(setMealQuery);
  const [tab, setTab] = useState<TabKey>('data');

  const content = (
    <QueryView query={meal} loading={6} failedTitle="查询失败">
      {(data) => (
        <>
          <div className="page-section">
            <div className="muted">当前套餐</div>
            <Link className="bill-title meal-link" to={`/mealDetails?id=${encodeURIComponent(data.packageId)}`} aria-label={`${data.packageName} 套餐详情`}>
              {data.packageName}
              <span className="meal-link-hint">套餐详情 ›</span>
            </Link>
          </div>
          <div className="page-section">
            <Tabs activeKey={tab} onChange={(key) => setTab(key as TabKey)}>
              {TABS.map((item) => (
                <Tabs.Tab title={item.title} key={item.key} />
              ))}
            </Tabs>
            {tab === 'data' && data.displayMode === 'Daypack' && <DaypackPanel meal={data} />}
            <Bars entries={data.list[tab]} />
          </div>
          <div className="page-section" aria-label="套餐外使用">
            <h2 className="section-title">套餐外使用</h2>
            <div className="outside-grid">
              <div>
                <div className="outside-value">{data.list.outside.flowcount}MB</div>
                <div className="muted">流量</div>
              </div>
              <div>
                <div className="outside-value">{data.list.outside.minutecount}分钟</div>
                <div className="muted">语音</div>
              </div>
              <div>
                <div className="outside-value">{data.list.outside.smscount}条</div>
                <div className="muted">短信</div>
              </div>
            </div>
          </div>
          <Suspense fallback={<PlainSkeleton lineCount={4} label="用量趋势加载中" />}>
            <UsageChartSection />
          </Suspense>
          <WechatSubscribe scene="usageAlert" title="用量提醒" />
          <ExplainSection title="温馨提示" lines={data.explain} />
        </>
      )}
    </QueryView>
  );
  return (
    <div className="page">
      <PageHeader title="套餐余量" />
      <PullRefresh>{content}</PullRefresh>
    </div>
  );
}
