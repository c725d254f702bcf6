import { COMMISSION_KIND_LABELS, CommissionLimit, type CommissionKind } from '@hall/contract/commission/rules';
import type { CommissionEntry } from '@hall/contract/commission/schemas';
import { formatChinaMonth } from '@hall/contract/china-time';
import { Button, Descriptions, Form, Select, Space, Table, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatYuan } from '../../../../shared/lib/format.ts';
import { ConsoleQueryView } from '../../shell/components/console-query-view.tsx';
import { formatDateTime } from '../../shell/components/form-values.ts';
import { commissionDealersQuery, commissionStatementQuery, type StatementFilters } from '../commission-api.ts';

const KIND_COLOR: Record<CommissionKind, string> = { activation: 'success', share: 'processing', clawback: 'error' };

/** YYYYMM → 2026年11月 */
const monthLabel = (month: string) => `${month.slice(0, 4)}年${Number(month.slice(4, 6))}月`;

/** The months a statement reaches, newest first, counted back from the current one. */
function monthOptions(currentMonth: string) {
  const index = Number(currentMonth.slice(0, 4)) * 12 + Number(currentMonth.slice(4, 6)) - 1;
  return Array.from({ length: CommissionLimit.STATEMENT_MONTHS_BACK + 1 }, (_, back) => {
    const month = `${Math.floor((index - back) / 12)}${String(((index - back) % 12) + 1).padStart(2, '0')}`;
    return { value: month, label: monthLabel(month) };
  });
}

/**
 * 渠道月结: a dealer's month as its manager sees it in the agent area: every entry with the number
 * masked, and the month's totals per kind and net (of every page).
 */
export function CommissionStatement() {
  const dealers = useQuery(commissionDealersQuery);
  const [filters, setFilters] = useState<StatementFilters>({ dealerId: '', month: formatChinaMonth(new Date()), page: 1 });
  const statement = useQuery(commissionStatementQuery(filters));
  const currentMonth = statement.data?.currentMonth ?? formatChinaMonth(new Date());
  const page = filters.page ?? 1;

  return (
    <>
      <Form layout="inline" className="console-section">
        <Form.Item label="渠道">
          <Select
            aria-label="选择渠道"
            placeholder="请选择渠道"
            style={{ width: 240 }}
            loading={dealers.isPending}
            options={dealers.data ?? []}
            value={filters.dealerId || undefined}
            showSearch={{ optionFilterProp: 'label' }}
            onChange={(dealerId: string) => setFilters((current) => ({ ...current, dealerId, page: 1 }))}
          />
        </Form.Item>
        <Form.Item label="月份">
          <Select
            aria-label="月份"
            style={{ width: 140 }}
            options={monthOptions(currentMonth)}
            value={filters.month}
            onChange={(month: string) => setFilters((current) => ({ ...current, month, page: 1 }))}
          />
        </Form.Item>
      </Form>
      {dealers.isError && <Typography.Text type="danger">渠道列表加载失败，请刷新页面重试</Typography.Text>}
      {filters.dealerId === '' ? (
        <Typography.Paragraph type="secondary">请选择渠道查看其月度佣金</Typography.Paragraph>
      ) : (
        <ConsoleQueryView query={statement} loadingLabel="正在加载佣金明细" failure="佣金明细加载失败">
          {({ dealerName, month, totals, entries, hasMore }) => (
            <>
              <Descriptions size="small" className="console-section" column={4} title={`${dealerName} · ${monthLabel(month)}`}>
                <Descriptions.Item label={COMMISSION_KIND_LABELS.activation}>{formatYuan(totals.activationFen)} 元</Descriptions.Item>
                <Descriptions.Item label={COMMISSION_KIND_LABELS.share}>{formatYuan(totals.shareFen)} 元</Descriptions.Item>
                <Descriptions.Item label={COMMISSION_KIND_LABELS.clawback}>{formatYuan(totals.clawbackFen)} 元</Descriptions.Item>
                <Descriptions.Item label="本月净额">
                  <Typography.Text strong>{formatYuan(totals.netFen)} 元</Typography.Text>
                </Descriptions.Item>
              </Descriptions>
              <Table<CommissionEntry>
                rowKey="id"
                size="small"
                loading={statement.isFetching}
                dataSource={entries}
                pagination={false}
                locale={{ emptyText: '本月暂无佣金记录' }}
                columns={[
                  { title: '时间', dataIndex: 'createdAt', width: 170, render: (iso: string) => formatDateTime(iso) },
                  {
                    title: '类型',
                    dataIndex: 'kind',
                    width: 100,
                    render: (kind: CommissionKind) => <Tag color={KIND_COLOR[kind]}>{COMMISSION_KIND_LABELS[kind]}</Tag>,
                  },
                  { title: '开卡单号', dataIndex: 'recordNumber' },
                  { title: '号码', dataIndex: 'phone', width: 130 },
                  { title: '工号', dataIndex: 'workNo', width: 100 },
                  { title: '账期', dataIndex: 'billMonth', width: 90, render: (billMonth: string) => billMonth || '—' },
                  { title: '金额（元）', dataIndex: 'amountFen', width: 110, align: 'right', render: (fen: number) => formatYuan(fen) },
                ]}
              />
              {(page > 1 || hasMore) && (
                <Space className="console-section">
                  <Button disabled={page <= 1} onClick={() => setFilters((current) => ({ ...current, page: page - 1 }))}>
                    上一页
                  </Button>
                  <Typography.Text>第 {page} 页</Typography.Text>
                  <Button disabled={!hasMore} onClick={() => setFilters((current) => ({ ...current, page: page + 1 }))}>
                    下一页
                  </Button>
                </Space>
              )}
            </>
          )}
        </ConsoleQueryView>
      )}
    </>
  );
}
