import { formatChinaDate } from '@hall/contract/china-time';
import { ExportMessage, isExportRange } from '@hall/contract/export-range';
import { Button, Form, Input, Typography } from 'antd';
import type { ReactNode } from 'react';

export interface ExportRangeFields {
  from: string;
  to: string;
}

/**
 * 导出CSV for a range of China days (this month so far by default), checked as the server checks
 * it; `children` adds the export's own fields before the days. The file is the server's stream.
 */
export function ExportRangeForm<Fields extends ExportRangeFields>({
  onExport,
  isPending,
  hint,
  initialValues,
  children,
}: {
  onExport: (fields: Fields) => void;
  isPending: boolean;
  hint: string;
  initialValues?: Partial<Fields>;
  children?: ReactNode;
}) {
  const today = formatChinaDate(new Date());
  return (
    <Form<Fields>
      layout="inline"
      className="console-section"
      initialValues={{ from: `${today.slice(0, 8)}01`, to: today, ...initialValues }}
      onFinish={onExport}
    >
      {children}
      <Form.Item label="导出日期从" name="from" rules={[{ required: true, message: ExportMessage.DAY_REQUIRED }]}>
        <Input type="date" aria-label="导出开始日期" />
      </Form.Item>
      <Form.Item
        label="至"
        name="to"
        dependencies={['from']}
        rules={[
          { required: true, message: ExportMessage.DAY_REQUIRED },
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
        <Button htmlType="submit" loading={isPending}>
          导出CSV
        </Button>
      </Form.Item>
      <Typography.Paragraph type="secondary" style={{ width: '100%', marginTop: 8 }}>
        {hint}
      </Typography.Paragraph>
    </Form>
  );
}
