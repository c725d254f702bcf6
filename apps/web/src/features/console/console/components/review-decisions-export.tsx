import { Card, Form, Select } from 'antd';
import { ExportRangeForm, type ExportRangeFields } from '../../shell/components/export-range-form.tsx';
import { useConsoleExport } from '../../shell/export-api.ts';

interface ExportFields extends ExportRangeFields {
  kind: string;
}

/** 导出审核记录: the decisions made in a range of days, of one kind or all, as the server's CSV. */
export function ReviewDecisionsExport({ kinds }: { kinds: readonly { kind: string; label: string }[] }) {
  const exportDecisions = useConsoleExport('CONSOLE_EXPORT_REVIEW_DECISIONS', '审核记录已导出');
  return (
    <Card title="导出审核记录" className="console-section">
      <ExportRangeForm<ExportFields>
        initialValues={{ kind: '' }}
        onExport={(fields) => exportDecisions.mutate(fields)}
        isPending={exportDecisions.isPending}
        hint="导出所选日期内的全部审核决定（通过或不通过）、审核意见与审核人；每次导出记入操作日志。"
      >
        <Form.Item label="申请类型" name="kind">
          <Select
            style={{ width: 160 }}
            aria-label="导出申请类型"
            options={[{ value: '', label: '全部类型' }, ...kinds.map((item) => ({ value: item.kind, label: item.label }))]}
          />
        </Form.Item>
      </ExportRangeForm>
    </Card>
  );
}
