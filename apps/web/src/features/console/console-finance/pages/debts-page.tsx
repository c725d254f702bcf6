import { maskPhone, readNumberKey } from '@hall/contract/number-key';
import { PhoneFormItem } from '../../shell/components/phone-search-form.tsx';
import { FINANCE_PAGE_SIZE } from '@hall/contract/console-finance/rules';
import type { FinanceDebt } from '@hall/contract/console-finance/schemas';
import { DEBT_STATUS_TEXT, DEBT_STATUSES, type DebtStatus } from '@hall/contract/console-numbers/rules';
import { Button, Card, Form, Select, Table, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatYuan } from '../../../../shared/lib/format.ts';
import { ConsoleQueryView } from '../../shell/components/console-query-view.tsx';
import { formatDateTime } from '../../shell/components/form-values.ts';
import { ExportRangeForm } from '../../shell/components/export-range-form.tsx';
import { useConsoleExport } from '../../shell/export-api.ts';
import { debtsQuery, type DebtFilters } from '../finance-api.ts';

const STATUS_OPTIONS = DEBT_STATUSES.map((status) => ({ value: status, label: DEBT_STATUS_TEXT[status] }));
const STATUS_COLOR: Record<DebtStatus, string> = { owed: 'error', writtenOff: 'default' };

interface FilterFields {
  status: DebtStatus;
  phone?: string;
}

const orDash = (value: string | null) => value ?? '—';

/**
 * 欠款 (admin, finance): what cancelled numbers still owe, and the debts written off with who and
 * why. The write-off is done on the number's record (号码档案), which each row opens.
 */
export function DebtsPage() {
  const [filters, setFilters] = useState<DebtFilters>({ status: 'owed', phone: '', page: 1 });
  const debts = useQuery(debtsQuery(filters));
  const exportDebts = useConsoleExport('CONSOLE_EXPORT_DEBTS', '欠款记录已导出');

  return (
    <Card title="欠款">
      <Form<FilterFields>
        layout="inline"
        className="console-section"
        initialValues={{ status: 'owed' }}
        onFinish={(fields) => setFilters({ status: fields.status, phone: fields.phone?.trim() ?? '', page: 1 })}
      >
        <Form.Item label="状态" name="status">
          <Select options={STATUS_OPTIONS} style={{ width: 120 }} aria-label="欠款状态" />
        </Form.Item>
        <PhoneFormItem isOptional />
        <Form.Item>
          <Button type="primary" htmlType="submit">
            查询
          </Button>
        </Form.Item>
      </Form>
      <ExportRangeForm
        onExport={({ from, to }) => exportDebts.mutate({ status: filters.status, phone: filters.phone, from, to })}
        isPending={exportDebts.isPending}
        hint="按所查状态和号码，导出所选日期内产生的欠款，号码已脱敏；每次导出记入操作日志。"
      />
      <ConsoleQueryView query={debts} loadingLabel="正在加载欠款">
        {({ list, total, totalOwedFen }) => (
          <>
            <Typography.Paragraph className="console-section" strong>
              未结清欠款合计 {formatYuan(totalOwedFen)} 元
            </Typography.Paragraph>
            <Table<FinanceDebt>
              rowKey="id"
              size="small"
              loading={debts.isFetching}
              dataSource={list}
              locale={{ emptyText: filters.status === 'owed' ? '暂无未结清的欠款' : '暂无已核销的欠款' }}
              pagination={{
                current: filters.page ?? 1,
                pageSize: FINANCE_PAGE_SIZE,
                total,
                showSizeChanger: false,
                showTotal: (count) => `共 ${count} 笔`,
                onChange: (page) => setFilters((current) => ({ ...current, page })),
              }}
              columns={[
                {
                  title: '号码',
                  dataIndex: 'phone',
                  width: 130,
                  render: (phone: string) => (
                    <Link to={`/console/numbers?phone=${readNumberKey(phone).phone}`} aria-label={`查看 ${maskPhone(phone)} 的号码档案`}>
                      {maskPhone(phone)}
                    </Link>
                  ),
                },
                { title: '欠款（元）', dataIndex: 'amountFen', width: 110, align: 'right', render: (fen: number) => formatYuan(fen) },
                { title: '原因', dataIndex: 'causeText', width: 110 },
                {
                  title: '状态',
                  dataIndex: 'status',
                  width: 90,
                  render: (status: DebtStatus) => <Tag color={STATUS_COLOR[status]}>{DEBT_STATUS_TEXT[status]}</Tag>,
                },
                { title: '产生时间', dataIndex: 'createdAt', width: 170, render: (iso: string) => formatDateTime(iso) },
                { title: '核销时间', dataIndex: 'writtenOffAt', width: 170, render: (iso: string | null) => (iso ? formatDateTime(iso) : '—') },
                { title: '核销人', dataIndex: 'writtenOffBy', width: 100, render: orDash },
                { title: '核销原因', dataIndex: 'writeOffReason', render: orDash },
              ]}
            />
          </>
        )}
      </ConsoleQueryView>
    </Card>
  );
}
