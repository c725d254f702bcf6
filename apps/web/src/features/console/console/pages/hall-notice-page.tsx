import { Alert, Button, Card, Form, Input } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { formatDate } from '../../../../shared/lib/format-date.ts';
import { hallNoticeQuery, useSaveHallNotice } from '../console-api.ts';

const NOTICE_MAX_LENGTH = 200;

/** The scrolling notice of the hall (role editor). Subscribers see a change within 30 s. */
export function HallNoticePage() {
  const notice = useQuery(hallNoticeQuery);
  const saveNotice = useSaveHallNotice();

  return (
    <Card title="大厅滚动公告" loading={notice.isPending}>
      {notice.data && (
        <Form layout="vertical" initialValues={{ text: notice.data.text }} onFinish={(fields: { text: string }) => saveNotice.mutate({ text: fields.text })}>
          <Form.Item label="公告内容" name="text" rules={[{ required: true, whitespace: true, message: '请填写公告内容' }]}>
            <Input.TextArea rows={3} maxLength={NOTICE_MAX_LENGTH} showCount />
          </Form.Item>
          <Alert
            type="info"
            showIcon
            title={notice.data.updatedAt ? `上次修改：${formatDate(notice.data.updatedAt)}` : '当前为默认公告（客服热线与人工服务时间）'}
            className="console-notice-hint"
          />
          <Button type="primary" htmlType="submit" loading={saveNotice.isPending}>
            保存公告
          </Button>
        </Form>
      )}
    </Card>
  );
}
