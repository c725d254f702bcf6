import type { DealerRow } from '@hall/contract/console-dealers/schemas';
import { Form, Select, Tabs, Typography } from 'antd';
import { ExportRangeForm, type ExportRangeFields } from '../../shell/components/export-range-form.tsx';
import { useConsoleExport } from '../../shell/export-api.ts';

interface DealerExportFields extends ExportRangeFields {
  dealerId: string;
}

function DealerSelectItem({ dealers, label }: { dealers: readonly DealerRow[]; label: string }) {
  return (
    <Form.Item label="渠道" name="dealerId">
      <Select
        showSearch
        optionFilterProp="label"
        style={{ width: 220 }}
        aria-label={label}
        options={[{ value: '', label: '全部渠道' }, ...dealers.map((dealer) => ({ value: dealer.id, label: `${dealer.name}（${dealer.id}）` }))]}
      />
    </Form.Item>
  );
}

/** 导出: the dealers' openings and fund-pool statements for a range of days, of one dealer or all, as the server's CSV. */
export function DealerExports({ dealers }: { dealers: readonly DealerRow[] }) {
  const exportOpenings = useConsoleExport('CONSOLE_OPENINGS_EXPORT', '开卡记录已导出');
  const exportFundPool = useConsoleExport('CONSOLE_FUND_POOL_EXPORT', '资金池流水已导出');
  return (
    <section className="console-section" aria-labelledby="dealer-exports-title">
      <Typography.Title level={5} id="dealer-exports-title">
        导出
      </Typography.Title>
      <Tabs
        items={[
          {
            key: 'openings',
            label: '开卡记录',
            children: (
              <ExportRangeForm<DealerExportFields>
                initialValues={{ dealerId: '' }}
                onExport={(fields) => exportOpenings.mutate(fields)}
                isPending={exportOpenings.isPending}
                hint="导出所选日期内创建的开卡单，含套餐、预存与审核状态，号码已脱敏；每次导出记入操作日志。"
              >
                <DealerSelectItem dealers={dealers} label="开卡记录导出渠道" />
              </ExportRangeForm>
            ),
          },
          {
            key: 'fund-pool',
            label: '资金池流水',
            children: (
              <ExportRangeForm<DealerExportFields>
                initialValues={{ dealerId: '' }}
                onExport={(fields) => exportFundPool.mutate(fields)}
                isPending={exportFundPool.isPending}
                hint="导出所选日期内的资金池充值与开户扣款，含每笔后的余额；每次导出记入操作日志。"
              >
                <DealerSelectItem dealers={dealers} label="资金池流水导出渠道" />
              </ExportRangeForm>
            ),
          },
        ]}
      />
    </section>
  );
}
