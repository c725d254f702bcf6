import { ExplainSection } from './explain-section.tsx';
import type { Bill } from '@hall/contract/queries/schemas';
import { List } from 'antd-mobile';
import { formatYuan } from '../../../shared/lib/format.ts';
import { DonutChart } from './donut-chart.tsx';

/** A month's bill: greeting with the total, the items as a donut and a list, the description. */
export function BillView({ bill }: { bill: Bill }) {
  return (
    <>
      <div className="page-section" aria-label="账单概览">
        <p className="bill-title">{bill.title}</p>
        <div className="query-amount key-figure">¥{formatYuan(bill.amount)}</div>
        <DonutChart
          label="费用构成"
          parts={bill.chart.map((point, index) => ({ name: point.name, value: point.value, color: bill.color[index] ?? '#1677ff' }))}
          centerValue={formatYuan(bill.amount)}
          centerLabel="合计(元)"
          formatValue={(value) => `¥${formatYuan(value)}`}
        />
      </div>
      <List header={bill.detailTitle}>
        {bill.chart.map((point) => (
          <List.Item key={point.name} extra={`¥${formatYuan(point.value)}`}>
            {point.name}
          </List.Item>
        ))}
        <List.Item extra={<strong>¥{formatYuan(bill.amount)}</strong>}>合计</List.Item>
      </List>
      <ExplainSection title="账单说明" lines={bill.desc} />
    </>
  );
}
