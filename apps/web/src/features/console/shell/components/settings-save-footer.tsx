import { Button, Typography } from 'antd';
import { formatDateTime } from './form-values.ts';

/** The end of a console settings form: who changed it last and when (or 系统默认), and its save button. */
export function SettingsSaveFooter({
  updatedAt,
  updatedBy,
  isSaving,
  saveLabel,
}: {
  updatedAt: string;
  updatedBy: string | null;
  isSaving: boolean;
  saveLabel: string;
}) {
  return (
    <>
      <Typography.Paragraph type="secondary">
        上次修改：{formatDateTime(updatedAt)}
        {updatedBy ? `（${updatedBy}）` : '（系统默认）'}
      </Typography.Paragraph>
      <Button type="primary" htmlType="submit" loading={isSaving}>
        {saveLabel}
      </Button>
    </>
  );
}
