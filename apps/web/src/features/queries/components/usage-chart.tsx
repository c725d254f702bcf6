import type { UsageDay } from '@hall/contract/usage-detail/schemas';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { QueryView } from '../../../shared/ui/query-view.tsx';
import { SegmentedTabs } from '../../../shared/ui/segmented-tabs.tsx';
import { usageChartQuery } from '../usage-chart-api.ts';
import './usage-chart.css';

// The 30-day chart of /setMeal: one metric's bars at a time, drawn in SVG (no chart library: thirty
// bars need none), with the same figures as a table for screen readers and for anyone who opens it.
// Loaded lazily, so /setMeal's first paint and the hall's first route carry none of it.

type Metric = 'dataMb' | 'voiceMinutes' | 'smsCount';
const METRICS: { key: Metric; title: string; unit: string }[] = [
  { key: 'dataMb', title: '流量', unit: 'MB' },
  { key: 'voiceMinutes', title: '语音', unit: '分钟' },
  { key: 'smsCount', title: '短信', unit: '条' },
];

const WIDTH = 300;
const HEIGHT = 120;
const AXIS = 16;

/** 2026-12-03 → 12/3. */
const shortDay = (day: string) => `${Number(day.slice(5, 7))}/${Number(day.slice(8, 10))}`;

function Bars({ days, metric, unit, title }: { days: UsageDay[]; metric: Metric; unit: string; title: string }) {
  const values = days.map((day) => day[metric]);
  const max = Math.max(...values, 0);
  const total = values.reduce((sum, value) => sum + value, 0);
  const peakIndex = values.indexOf(max);
  const slot = WIDTH / Math.max(days.length, 1);
  const summary =
    total === 0
      ? `近${days.length}天无${title}用量`
      : `近${days.length}天共用${title}${total}${unit}，日均${Math.round(total / days.length)}${unit}，最多的一天是${shortDay(days[peakIndex]?.day ?? '')}（${max}${unit}）`;
  return (
    <figure className="usage-chart">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT + AXIS}`} role="img" aria-label={summary} preserveAspectRatio="none" className="usage-chart-svg">
        <line x1="0" y1={HEIGHT} x2={WIDTH} y2={HEIGHT} className="usage-chart-axis" />
        {values.map((value, index) => {
          const height = max === 0 ? 0 : Math.max((value / max) * (HEIGHT - 4), value > 0 ? 2 : 0);
          return (
            <rect key={days[index]?.day} x={index * slot + slot * 0.15} y={HEIGHT - height} width={slot * 0.7} height={height} className="usage-chart-bar" />
          );
        })}
      </svg>
      <div className="usage-chart-scale" aria-hidden="true">
        <span>{shortDay(days[0]?.day ?? '')}</span>
        <span>
          最高 {max}
          {unit}
        </span>
        <span>{shortDay(days.at(-1)?.day ?? '')}</span>
      </div>
      <figcaption className="usage-chart-summary">{summary}</figcaption>
    </figure>
  );
}

/** The day-by-day figures, the chart's text alternative. */
function DaysTable({ days }: { days: UsageDay[] }) {
  return (
    <details className="usage-chart-details">
      <summary>每日明细</summary>
      <table className="usage-chart-table">
        <caption>近30天每日用量</caption>
        <thead>
          <tr>
            <th scope="col">日期</th>
            <th scope="col">流量(MB)</th>
            <th scope="col">语音(分钟)</th>
            <th scope="col">短信(条)</th>
          </tr>
        </thead>
        <tbody>
          {[...days].reverse().map((day) => (
            <tr key={day.day}>
              <th scope="row">{shortDay(day.day)}</th>
              <td>{day.dataMb}</td>
              <td>{day.voiceMinutes}</td>
              <td>{day.smsCount}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}

/** /setMeal's section: the last 30 days of data, voice and SMS, and the way to the detail (详单). */
export function UsageChartSection() {
  const chart = useQuery(usageChartQuery);
  const [metric, setMetric] = useState<Metric>('dataMb');
  const current = METRICS.find((item) => item.key === metric) ?? METRICS[0];
  return (
    <section className="page-section" aria-labelledby="usage-chart-title">
      <div className="usage-chart-head">
        <h2 className="section-title" id="usage-chart-title">
          近30天用量
        </h2>
        <Link to="/callDetail" className="usage-chart-detail-link">
          详单查询 ›
        </Link>
      </div>
      <QueryView
        query={chart}
        loading={4}
        failedTitle="用量趋势加载失败"
        isEmpty={(data) => data.days.every((day) => day.dataMb + day.voiceMinutes + day.smsCount === 0)}
        empty={{ title: '近30天暂无用量', description: '使用流量、通话或短信后，这里会显示每日用量' }}
      >
        {(data) => (
          <>
            <SegmentedTabs label="用量类型" tabs={METRICS.map(({ key, title }) => ({ key, title }))} activeKey={metric} onChange={setMetric} />
            {current && <Bars days={data.days} metric={current.key} unit={current.unit} title={current.title} />}
            <DaysTable days={data.days} />
          </>
        )}
      </QueryView>
    </section>
  );
}
