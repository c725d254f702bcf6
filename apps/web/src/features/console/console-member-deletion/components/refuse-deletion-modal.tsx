import { DELETION_REFUSAL_MAX } from '@hall/contract/personal-info/rules';
import type { MemberDeletionRequest } from '@hall/contract/console-member-deletion/schemas';
import { Descriptions, Input, Modal } from 'antd';
import { useState } from 'react';
import { formatDateTime } from '../../shell/components/form-values.ts';
import { useRefuseDeletion } from '../member-deletion-api.ts';

/** 驳回 one waiting request, with the reason the member reads on /personalInfo. */
export function RefuseDeletionModal({ request, onClose }: { request: MemberDeletionRequest | null; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const refuse = useRefuseDeletion();

  const close = () => {
    setReason('');
    onClose();
  };

  return (
    <Modal
      open={request !== null}
      title="驳回删除申请"
      okText="驳回"
      cancelText="取消"
      okButtonProps={{ disabled: reason.trim() === '', loading: refuse.isPending, danger: true }}
      onOk={() => request && refuse.mutate({ id: request.id, reason }, { onSuccess: close })}
      onCancel={close}
      destroyOnHidden
    >
      {request && (
        <>
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label="会员">{request.nickname}</Descriptions.Item>
            <Descriptions.Item label="号码">{request.phones || '—'}</Descriptions.Item>
            <Descriptions.Item label="申请时间">{formatDateTime(request.requestedAt)}</Descriptions.Item>
          </Descriptions>
          <Input.TextArea
            className="console-section"
            rows={3}
            maxLength={DELETION_REFUSAL_MAX}
            showCount
            placeholder="请填写驳回原因，会员将在个人信息管理中看到"
            aria-label="驳回原因"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </>
      )}
    </Modal>
  );
}
