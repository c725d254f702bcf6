import { Alert, Button, Form, Input } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { formatDate } from '../../../../shared/lib/format-date.ts';
import { ConsoleQueryCard } from '../../shell/components/console-query-card.tsx';
import { hallNoticeQuery, useSaveHallNotice } from '../console-api.ts';

const NOTICE_MAX_LENGTH = 200;

/** The scrolling notice of the hall (role editor). Subscribers see a change within 30 s. */
export function HallNoticePage() {
  const notice = useQuery(hallNoticeQuery);
  const saveNotice = useSaveHallNotice();

  return (
    <ConsoleQueryCard title="大厅滚动公告" query={notice} failure="公告加载失败" loadingLabel="正在加载公告">
      {(current) => (
        <Form layout="vertical" initialValues={{ text: current.text }} onFinish={(fields: { text: string }) => saveNotice.mutate({ text: fields.text })}>
          <Form.Item label="公告内容" name="text" rules={[{ required: true, whitespace: true, message: '请填写公告内容' }]}>
            <Input.TextArea rows={3} maxLength={NOTICE_MAX_LENGTH} showCount />
          </Form.Item>
          <Alert
            type="info"
            showIcon
            title={current.updatedAt ? `上次修改：${formatDate(current.updatedAt)}` : '当前为默认公告（客服热线与人工服务时间）'}
            className="console-notice-hint"
          />
          <Button type="primary" htmlType="submit" loading={saveNotice.isPending}>
            保存公告
          </Button>
        </Form>
      )}
    </ConsoleQueryCard>
  );
}
