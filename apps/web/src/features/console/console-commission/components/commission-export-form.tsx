import { Form, Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { ExportRangeForm } from '../../shell/components/export-range-form.tsx';
import { useConsoleExport } from '../../shell/export-api.ts';
import { commissionDealersQuery } from '../commission-api.ts';

interface ExportFields {
  dealerId?: string;
  from: string;
  to: string;
}

const ALL_DEALERS = '';

/**
 * 导出: the ledger of one dealer or all for a range of China days, as the server's CSV (streamed
 * there, saved here as it arrives); each export is written to 操作日志.
 */
export function CommissionExportForm() {
  const dealers = useQuery(commissionDealersQuery);
  const exportCommission = useConsoleExport('CONSOLE_COMMISSION_EXPORT', '佣金明细已导出');

  return (
    <ExportRangeForm<ExportFields>
      initialValues={{ dealerId: ALL_DEALERS }}
      onExport={({ dealerId, from, to }) => exportCommission.mutate({ dealerId: dealerId ?? ALL_DEALERS, from, to })}
      isPending={exportCommission.isPending}
      hint="按记账时间导出所选日期内的开户奖励、话费分成与追回明细，号码已脱敏；每次导出记入操作日志。"
    >
      <Form.Item label="渠道" name="dealerId">
        <Select
          aria-label="导出渠道"
          style={{ width: 240 }}
          loading={dealers.isPending}
          options={[{ value: ALL_DEALERS, label: '全部渠道' }, ...(dealers.data ?? [])]}
          showSearch={{ optionFilterProp: 'label' }}
        />
      </Form.Item>
    </ExportRangeForm>
  );
}
