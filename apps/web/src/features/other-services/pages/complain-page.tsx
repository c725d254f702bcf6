import { OtherServicesCheck } from '@hall/contract/other-services/rules';
import { FieldLimit } from '@hall/contract/validators';
import { useNavigate } from 'react-router';
import { HallForm, useHallForm } from '../../../shared/form/hall-form.tsx';
import { SubmitBar } from '../../../shared/form/submit-bar.tsx';
import { TextAreaField } from '../../../shared/form/text-area-field.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { useSendComplaint } from '../api.ts';
import '../other-services.css';

interface ComplaintValues {
  content: string;
}

/** /complain: report and complaint form; content is required. */
export function ComplainPage() {
  const navigate = useNavigate();
  const form = useHallForm<ComplaintValues>();
  const sendComplaint = useSendComplaint();
  const submit = ({ content }: ComplaintValues) => sendComplaint.mutate(content, { onSuccess: () => navigate('/complainSuccess', { replace: true }) });
  return (
    <div className="page">
      <PageHeader title="投诉举报" />
      <HallForm form={form} onSubmit={submit} className="complain-form">
        <TextAreaField
          name="content"
          label="投诉内容"
          placeholder="请详细描述您遇到的问题，如涉及号码、时间、地点请一并写明"
          rows={6}
          maxLength={FieldLimit.FREE_TEXT}
          isCounted
          check={OtherServicesCheck.COMPLAINT}
        />
      </HallForm>
      <SubmitBar form={form} text="提交" isPending={sendComplaint.isPending} />
    </div>
  );
}
