import { Card, Empty } from 'antd';
import { lazy, Suspense } from 'react';
import type { TrendLine } from '../trends-api.ts';

const TrendChart = lazy(() => import('./trend-chart.tsx'));

/** Distinct on white and to each other for the usual colour blindness (Okabe-Ito). */
const COLORS = ['#0072B2', '#D55E00', '#009E73', '#CC79A7', '#E69F00', '#56B4E9'];

export interface TrendCardProps {
  title: string;
  days: string[];
  lines: TrendLine[];
  kind?: 'line' | 'bar';
  unit: string;
  formatValue?: (value: number) => string;
}

/**
 * One series of the overview's trends: its title and total, a legend for several lines, the chart,
 * and the same figures as a table for screen readers (the canvas says nothing to them).
 */
export function TrendCard({ title, days, lines, kind = 'line', unit, formatValue = String }: TrendCardProps) {
  const total = lines.reduce((sum, line) => sum + line.values.reduce((lineSum, value) => lineSum + value, 0), 0);
  const isQuiet = total === 0;
  return (
    <Card size="small" title={title} extra={<span>合计 {formatValue(total)}</span>}>
      {isQuiet ? (
        <Empty description="近30天暂无数据" image={Empty.PRESENTED_IMAGE_SIMPLE} />
      ) : (
        <>
          {lines.length > 1 && (
            <ul className="trend-legend" aria-label={`${title}图例`}>
              {lines.map((line, index) => (
                <li key={line.key}>
                  <span className="trend-legend-swatch" style={{ background: COLORS[index % COLORS.length] }} />
                  {line.label}
                </li>
              ))}
            </ul>
          )}
          <div className="trend-chart-box">
            <Suspense fallback={null}>
              <TrendChart days={days} lines={lines} colors={COLORS} kind={kind} unit={unit} formatValue={formatValue} />
            </Suspense>
          </div>
          <table className="trend-visually-hidden">
            <caption>{`${title}（近30天每日，单位：${unit}）`}</caption>
            <thead>
              <tr>
                <th scope="col">日期</th>
                {lines.map((line) => (
                  <th key={line.key} scope="col">
                    {line.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {days.map((day, index) => (
                <tr key={day}>
                  <th scope="row">{day}</th>
                  {lines.map((line) => (
                    <td key={line.key}>{formatValue(line.values[index] ?? 0)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </Card>
  );
}
