import { PhoneFormItem } from '../../shell/components/phone-search-form.tsx';
import { BILLING_RUN_OUTCOME_TEXT, type BillingRunOutcome } from '@hall/contract/console-finance/rules';
import type { BillingRunMonth } from '@hall/contract/console-finance/schemas';
import { Button, Card, Descriptions, Form, Select, Space, Table, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatYuan } from '../../../../shared/lib/format.ts';
import { ConsoleQueryView } from '../../shell/components/console-query-view.tsx';
import { formatDateTime } from '../../shell/components/form-values.ts';
import { ExportRangeForm } from '../../shell/components/export-range-form.tsx';
import { useConsoleExport } from '../../shell/export-api.ts';
import { billingRunNumberQuery, billingRunsQuery } from '../finance-api.ts';

const OUTCOME_COLOR: Record<BillingRunOutcome, string> = { billed: 'success', unbilled: 'error', notLive: 'default' };

/** 202611 -> 2026年11月. */
const monthLabel = (month: string) => `${month.slice(0, 4)}年${Number(month.slice(4, 6))}月`;
const timeOrDash = (iso: string | null) => (iso ? formatDateTime(iso) : '—');

/** One number's result of a month: what the run charged and when, and the month's bill lines. */
function NumberResult({ lookup }: { lookup: { month: string; phone: string } }) {
  const result = useQuery(billingRunNumberQuery(lookup));
  return (
    <ConsoleQueryView query={result} loadingLabel="正在查询出账结果">
      {(found) => (
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <Descriptions bordered size="small" column={{ xs: 1, md: 2, xl: 3 }}>
            <Descriptions.Item label="号码">{found.phone}</Descriptions.Item>
            <Descriptions.Item label="账期">{monthLabel(found.month)}</Descriptions.Item>
            <Descriptions.Item label="出账结果">
              <Tag color={OUTCOME_COLOR[found.outcome]}>{BILLING_RUN_OUTCOME_TEXT[found.outcome]}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label="月结扣费（元）">{found.chargedFen === null ? '—' : formatYuan(found.chargedFen)}</Descriptions.Item>
            <Descriptions.Item label="出账时间">{timeOrDash(found.ranAt)}</Descriptions.Item>
            <Descriptions.Item label="账单合计（元）">{formatYuan(found.billTotalFen)}</Descriptions.Item>
          </Descriptions>
          <Table
            rowKey="itemName"
            size="small"
            pagination={false}
            dataSource={found.lines}
            locale={{ emptyText: '该月没有账单明细' }}
            columns={[
              { title: '账单项目', dataIndex: 'itemName' },
              { title: '金额（元）', dataIndex: 'amountFen', width: 120, align: 'right', render: (fen: number) => formatYuan(fen) },
            ]}
          />
        </Space>
      )}
    </ConsoleQueryView>
  );
}

function NumberLookup({ months }: { months: BillingRunMonth[] }) {
  const [lookup, setLookup] = useState<{ month: string; phone: string } | null>(null);
  return (
    <Card type="inner" title="查询单个号码的出账结果" className="console-section">
      <Form<{ month: string; phone: string }>
        layout="inline"
        className="console-section"
        initialValues={{ month: months[0]?.month }}
        onFinish={(fields) => setLookup({ month: fields.month, phone: fields.phone.trim() })}
      >
        <Form.Item label="账期" name="month" rules={[{ required: true, message: '请选择账期' }]}>
          <Select options={months.map(({ month }) => ({ value: month, label: monthLabel(month) }))} style={{ width: 140 }} aria-label="账期" />
        </Form.Item>
        <PhoneFormItem />
        <Form.Item>
          <Button type="primary" htmlType="submit">
            查询
          </Button>
        </Form.Item>
      </Form>
      {lookup && <NumberResult lookup={lookup} />}
    </Card>
  );
}

/**
 * 出账批次 (admin): each closed month's monthly run: numbers billed and the total charged, the
 * numbers live in the month it has not billed (failures once the 1st has passed), when it ran;
 * and one number's result of a month.
 */
export function BillingRunsPage() {
  const [page, setPage] = useState(1);
  const runs = useQuery(billingRunsQuery(page));
  const exportRun = useConsoleExport('CONSOLE_EXPORT_BILLING_RUN', '出账结果已导出');

  return (
    <Card title="出账批次">
      <ExportRangeForm
        onExport={({ from, to }) => exportRun.mutate({ from, to })}
        isPending={exportRun.isPending}
        hint="导出所选日期内出账的每个号码的账期与扣费，号码已脱敏；每次导出记入操作日志。"
      />
      <ConsoleQueryView query={runs} loadingLabel="正在加载出账批次" isEmpty={({ months }) => months.length === 0} empty="暂无出账批次">
        {({ months, hasMore }) => (
          <>
            <Table<BillingRunMonth>
              rowKey="month"
              size="small"
              loading={runs.isFetching}
              dataSource={months}
              pagination={false}
              className="console-section"
              columns={[
                { title: '账期', dataIndex: 'month', width: 110, render: monthLabel },
                { title: '已出账号码', dataIndex: 'billedNumbers', width: 110, align: 'right' },
                { title: '扣费合计（元）', dataIndex: 'chargedFen', width: 130, align: 'right', render: (fen: number) => formatYuan(fen) },
                {
                  title: '未出账号码',
                  dataIndex: 'unbilledNumbers',
                  width: 110,
                  align: 'right',
                  render: (count: number) => (count > 0 ? <Tag color="error">{count}</Tag> : '0'),
                },
                { title: '开始时间', dataIndex: 'firstRanAt', width: 170, render: timeOrDash },
                { title: '结束时间', dataIndex: 'lastRanAt', width: 170, render: timeOrDash },
              ]}
            />
            <Space className="console-section">
              <Button disabled={page === 1} onClick={() => setPage((current) => current - 1)}>
                较新的账期
              </Button>
              <Button disabled={!hasMore} onClick={() => setPage((current) => current + 1)}>
                更早的账期
              </Button>
            </Space>
            <NumberLookup months={months} />
          </>
        )}
      </ConsoleQueryView>
    </Card>
  );
}
