import { Alert, App, Button, Card, Form, Input } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callStaff } from '../call-staff.ts';
import { isApiError } from '../../../shared/api/api-error.ts';
import { formatDate } from '../../../shared/lib/format.ts';
import { hallNoticeQuery } from '../api.ts';

const NOTICE_MAX_LENGTH = 200;

/** The scrolling notice of the hall (role editor). Subscribers see a change within 30 s. */
export function HallNoticePage() {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const notice = useQuery(hallNoticeQuery);
  const [isSaving, setIsSaving] = useState(false);

  const save = async ({ text }: { text: string }) => {
    setIsSaving(true);
    try {
      const saved = await callStaff('CONSOLE_SAVE_HALL_NOTICE', { text }, { isSilent: true, loading: false });
      queryClient.setQueryData(hallNoticeQuery.queryKey, saved);
      void message.success('公告已保存，约30秒内对用户生效');
    } catch (caught) {
      void message.error(isApiError(caught) ? caught.message : '保存失败');
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <Card title="大厅滚动公告" loading={notice.isPending}>
      {notice.data && (
        <Form layout="vertical" initialValues={{ text: notice.data.text }} onFinish={(fields: { text: string }) => void save(fields)}>
          <Form.Item label="公告内容" name="text" rules={[{ required: true, whitespace: true, message: '请填写公告内容' }]}>
            <Input.TextArea rows={3} maxLength={NOTICE_MAX_LENGTH} showCount />
          </Form.Item>
          <Alert
            type="info"
            showIcon
            title={notice.data.updatedAt ? `上次修改：${formatDate(notice.data.updatedAt)}` : '当前为默认公告（客服热线与人工服务时间）'}
            className="console-notice-hint"
          />
          <Button type="primary" htmlType="submit" loading={isSaving}>
            保存公告
          </Button>
        </Form>
      )}
    </Card>
  );
}
