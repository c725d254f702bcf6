import type { FundPoolEntry } from '@hall/contract/console-dealers/schemas';
import { Drawer, Statistic, Table, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { formatYuan } from '../../../../shared/lib/format.ts';
import { fundPoolLedgerQuery } from '../fund-pool-api.ts';
import { ConsoleQueryView } from '../../shell/components/console-query-view.tsx';
import { formatDateTime } from '../../shell/components/form-values.ts';
import { ExportRangeForm } from '../../shell/components/export-range-form.tsx';
import { useConsoleExport } from '../../shell/export-api.ts';
import { consoleSessionQuery } from '../../shell/session-api.ts';
import { canCallStaffOperation } from '../../shell/staff-access.ts';

/** The dealer's statement for a range of days as the server's CSV, for whoever may export it. */
function FundPoolExport({ dealerId }: { dealerId: string }) {
  const session = useQuery(consoleSessionQuery);
  const exportFundPool = useConsoleExport('CONSOLE_FUND_POOL_EXPORT', '资金池流水已导出');
  if (!session.data || !canCallStaffOperation(session.data.roles, 'CONSOLE_FUND_POOL_EXPORT')) {
    return null;
  }
  return (
    <ExportRangeForm
      onExport={({ from, to }) => exportFundPool.mutate({ dealerId, from, to })}
      isPending={exportFundPool.isPending}
      hint="导出该渠道所选日期内的充值与开户扣款，含每笔后的余额；每次导出记入操作日志。"
    />
  );
}

/** A dealer's fund pool: the balance, the newest ledger rows (top-ups and openings paid from it), and its export. */
export function FundPoolDrawer({ dealer, onClose }: { dealer: { id: string; name: string } | null; onClose: () => void }) {
  const ledger = useQuery(fundPoolLedgerQuery(dealer?.id ?? ''));
  return (
    <Drawer open={dealer !== null} title={`资金池明细：${dealer?.name ?? ''}`} size="large" onClose={onClose}>
      {dealer && (
        <ConsoleQueryView query={ledger} failure="资金池明细加载失败" loadingLabel="正在加载资金池明细">
          {({ fundPoolFen, list }) => (
            <>
              <Statistic title="当前余额（元）" value={formatYuan(fundPoolFen)} />
              <FundPoolExport dealerId={dealer.id} />
              <Table<FundPoolEntry>
                className="console-section"
                rowKey="id"
                size="small"
                dataSource={list}
                pagination={false}
                locale={{ emptyText: '暂无资金池流水' }}
                columns={[
                  { title: '时间', dataIndex: 'createdAt', width: 170, render: (iso: string) => formatDateTime(iso) },
                  {
                    title: '类型',
                    dataIndex: 'kind',
                    width: 80,
                    render: (kind: FundPoolEntry['kind']) => (kind === 'top_up' ? <Tag color="success">充值</Tag> : <Tag>开户扣款</Tag>),
                  },
                  { title: '金额（元）', dataIndex: 'amountFen', align: 'right', render: (fen: number) => `${fen > 0 ? '+' : ''}${formatYuan(fen)}` },
                  { title: '余额（元）', dataIndex: 'balanceAfterFen', align: 'right', render: (fen: number) => formatYuan(fen) },
                  { title: '操作人', dataIndex: 'actor', width: 110 },
                  { title: '备注', dataIndex: 'note' },
                ]}
              />
            </>
          )}
        </ConsoleQueryView>
      )}
    </Drawer>
  );
}
