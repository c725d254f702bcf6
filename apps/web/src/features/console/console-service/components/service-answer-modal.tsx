import { NOTIFICATION_PARAM_MAX_LENGTH } from '@hall/contract/notifications/rules';
import { describeServiceSource, SERVICE_ANSWER_MAX_LENGTH } from '@hall/contract/console-service/rules';
import type { ServiceItem } from '@hall/contract/console-service/schemas';
import { Alert, Descriptions, Input, Modal } from 'antd';
import { useState } from 'react';
import { useAnswerServiceItem } from '../service-api.ts';
import { formatDateTime } from '../../shell/components/form-values.ts';

/** The answer to one open item: it closes the item and is sent to the member's number by SMS. */
export function ServiceAnswerModal({ item, onClose }: { item: ServiceItem | null; onClose: () => void }) {
  const [answer, setAnswer] = useState('');
  const answerItem = useAnswerServiceItem();

  const close = () => {
    setAnswer('');
    onClose();
  };
  const submit = () => {
    if (item) {
      answerItem.mutate({ source: item.source, id: item.id, answer }, { onSuccess: close });
    }
  };

  return (
    <Modal
      open={item !== null}
      title="回复并关闭"
      okText="回复并关闭"
      cancelText="取消"
      okButtonProps={{ disabled: answer.trim() === '', loading: answerItem.isPending }}
      onOk={submit}
      onCancel={close}
      destroyOnHidden
    >
      {item && (
        <>
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label="来源">{describeServiceSource(item.source, item.appealType)}</Descriptions.Item>
            <Descriptions.Item label="会员">{item.nickname || '—'}</Descriptions.Item>
            <Descriptions.Item label="提交时间">{formatDateTime(item.submittedAt)}</Descriptions.Item>
            <Descriptions.Item label="内容">
              <div className="console-post-text">{item.content}</div>
            </Descriptions.Item>
          </Descriptions>
          <Alert
            className="console-section"
            type={item.maskedPhone ? 'info' : 'warning'}
            showIcon
            title={item.maskedPhone ? `回复将以短信发送至 ${item.maskedPhone}` : '该会员提交时未绑定号码，回复后问题关闭，不发送短信'}
          />
          <Input.TextArea
            className="console-section"
            rows={4}
            maxLength={SERVICE_ANSWER_MAX_LENGTH}
            showCount
            placeholder="请填写回复内容，提交后问题即关闭，不能再次回复"
            aria-label="回复内容"
            value={answer}
            onChange={(event) => setAnswer(event.target.value)}
          />
          {item.maskedPhone && answer.trim().length > NOTIFICATION_PARAM_MAX_LENGTH && (
            <Alert className="console-section" type="warning" showIcon title={`短信中最多显示回复的前${NOTIFICATION_PARAM_MAX_LENGTH}个字`} />
          )}
        </>
      )}
    </Modal>
  );
}
