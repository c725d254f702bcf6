import { FieldLimit } from '@hall/contract/validators';
import { Button, TextArea } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { showToast } from '../../../shared/ui/toast.ts';
import { useSendComplaint } from '../api.ts';
import '../other-services.css';

const COMPLAINT_REQUIRED_MESSAGE = '请填写内容';

/** /complain: report and complaint form; content is required. */
export function ComplainPage() {
  const navigate = useNavigate();
  const [content, setContent] = useState('');
  const sendComplaint = useSendComplaint();
  const submit = () => {
    if (!content.trim()) {
      showToast(COMPLAINT_REQUIRED_MESSAGE);
      return;
    }
    sendComplaint.mutate(content, { onSuccess: () => navigate('/complainSuccess', { replace: true }) });
  };
  return (
    <div className="page">
      <PageHeader title="投诉举报" />
      <section className="page-section complain-form" aria-label="投诉内容">
        <label htmlFor="complaint-content" className="section-title complain-label">
          投诉内容
        </label>
        <TextArea
          id="complaint-content"
          placeholder="请详细描述您遇到的问题，如涉及号码、时间、地点请一并写明"
          value={content}
          onChange={setContent}
          rows={6}
          maxLength={FieldLimit.FREE_TEXT}
          showCount
        />
      </section>
      <div className="page-actions">
        <Button block color="primary" loading={sendComplaint.isPending} onClick={submit}>
          提交
        </Button>
      </div>
    </div>
  );
}
