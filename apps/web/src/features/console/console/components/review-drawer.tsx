import { Button, Descriptions, Drawer, Image, Input, Modal, Space } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { reviewDetailQuery, useDecideReview } from '../console-api.ts';
import { ReviewPassModal } from './review-pass-modal.tsx';
import { ConsoleQueryView } from '../../shell/components/console-query-view.tsx';
import { formatDateTime } from '../../shell/components/form-values.ts';

interface ReviewDrawerProps {
  kind: string;
  id: string;
  onClose: () => void;
}

/** One application: its masked data and attachments, with pass, or fail with a reason. */
export function ReviewDrawer({ kind, id, onClose }: ReviewDrawerProps) {
  const detail = useQuery(reviewDetailQuery(kind, id));
  const [isFailing, setIsFailing] = useState(false);
  const [isPassing, setIsPassing] = useState(false);
  const [reason, setReason] = useState('');
  const decideReview = useDecideReview(() => {
    setIsFailing(false);
    setIsPassing(false);
    setReason('');
    onClose();
  });

  const decide = (decision: 'pass' | 'fail', fields?: Record<string, string>) =>
    decideReview.mutate({ kind, id, decision, reason: decision === 'fail' ? reason.trim() : undefined, fields });
  const passFields = detail.data?.passFields ?? [];
  const pass = () => (passFields.length > 0 ? setIsPassing(true) : decide('pass'));

  return (
    <Drawer
      open={id !== ''}
      onClose={onClose}
      size="large"
      title="申请详情"
      extra={
        <Space>
          <Button danger onClick={() => setIsFailing(true)}>
            不通过
          </Button>
          <Button type="primary" onClick={pass} disabled={!detail.data}>
            通过
          </Button>
        </Space>
      }
    >
      {id !== '' && (
        <ConsoleQueryView query={detail} loadingLabel="正在加载申请详情">
          {(application) => (
            <>
              <Descriptions column={1} bordered size="small">
                <Descriptions.Item label="号码">{application.phone}</Descriptions.Item>
                <Descriptions.Item label="申请人">{application.applicantName}</Descriptions.Item>
                <Descriptions.Item label="提交时间">{formatDateTime(application.submittedAt)}</Descriptions.Item>
                {application.fields.map((field) => (
                  <Descriptions.Item key={field.label} label={field.label}>
                    {field.value}
                  </Descriptions.Item>
                ))}
              </Descriptions>
              {application.attachments.length > 0 && (
                <Space wrap className="console-section">
                  {application.attachments.map((attachment) => (
                    <Image key={attachment.url} src={attachment.url} alt={attachment.label} width={200} />
                  ))}
                </Space>
              )}
            </>
          )}
        </ConsoleQueryView>
      )}
      <ReviewPassModal fields={passFields} isOpen={isPassing} onPass={(values) => decide('pass', values)} onCancel={() => setIsPassing(false)} />
      <Modal
        open={isFailing}
        title="审核不通过"
        okText="确认不通过"
        cancelText="取消"
        okButtonProps={{ danger: true, disabled: reason.trim() === '' }}
        onOk={() => decide('fail')}
        onCancel={() => setIsFailing(false)}
      >
        <Input.TextArea
          rows={3}
          maxLength={200}
          showCount
          placeholder="请填写不通过原因（用户将看到此原因）"
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          aria-label="不通过原因"
        />
      </Modal>
    </Drawer>
  );
}
