import { CommissionLimit, CommissionMessage } from '@hall/contract/commission/rules';
import { chinaDaysBetween, formatChinaDate, isChinaDate } from '@hall/contract/china-time';
import { Button, Form, Input, Select, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { saveFile } from '../../shell/components/download-file.ts';
import { commissionDealersQuery, useExportCommission } from '../commission-api.ts';

interface ExportFields {
  dealerId?: string;
  from: string;
  to: string;
}

const ALL_DEALERS = '';

/** A range the server takes: both days, the first not after the last, within the export's days. */
function isRangeValid(from: string, to: string): boolean {
  if (!isChinaDate(from) || !isChinaDate(to)) {
    return false;
  }
  const days = chinaDaysBetween(from, to);
  return days >= 0 && days < CommissionLimit.EXPORT_DAYS_MAX;
}

/**
 * 导出: the ledger of one dealer or all for a range of China days, as the server's CSV (streamed
 * there, saved here as it arrives); each export is written to 操作日志.
 */
export function CommissionExportForm() {
  const dealers = useQuery(commissionDealersQuery);
  const exportCommission = useExportCommission(saveFile);
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
              if (to && from && !isRangeValid(from, to)) {
                throw new Error(CommissionMessage.RANGE_INVALID);
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
