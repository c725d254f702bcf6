import { formatChinaDate } from '@hall/contract/china-time';
import { ExportMessage, isExportRange } from '@hall/contract/export-range';
import { Button, Form, Input, Select, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
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
  const today = formatChinaDate(new Date());

  return (
    <Form<ExportFields>
      layout="inline"
      className="console-section"
      initialValues={{ dealerId: ALL_DEALERS, from: `${today.slice(0, 8)}01`, to: today }}
      onFinish={({ dealerId, from, to }) => exportCommission.mutate({ dealerId: dealerId ?? ALL_DEALERS, from, to })}
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
      <Form.Item label="日期从" name="from" rules={[{ required: true, message: '请选择日期' }]}>
        <Input type="date" aria-label="导出开始日期" />
      </Form.Item>
      <Form.Item
        label="至"
        name="to"
        dependencies={['from']}
        rules={[
          { required: true, message: '请选择日期' },
          ({ getFieldValue }) => ({
            validator: async (_rule, to: string | undefined) => {
              const from = String(getFieldValue('from') ?? '');
              if (to && from && !isExportRange(from, to)) {
                throw new Error(ExportMessage.RANGE_INVALID);
              }
            },
          }),
        ]}
      >
        <Input type="date" aria-label="导出结束日期" />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" loading={exportCommission.isPending}>
          导出CSV
        </Button>
      </Form.Item>
      <Typography.Paragraph type="secondary" style={{ width: '100%', marginTop: 8 }}>
        按记账时间导出所选日期内的开户奖励、话费分成与追回明细，号码已脱敏；每次导出记入操作日志。
      </Typography.Paragraph>
    </Form>
  );
}
