import { FEEDBACK_MAX_LENGTH, FEEDBACK_TYPES, SmsRegisterMessage, stripSpaces, type FeedbackType } from '@hall/contract/sms-register/rules';
import { Button, Selector, TextArea } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useMember } from '../../../shared/member/use-member.ts';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { showToast } from '../../../shared/ui/toast.ts';
import { readServicePhone, useSendFeedback } from '../api.ts';
import '../sms-register.css';

const TYPE_OPTIONS = FEEDBACK_TYPES.map((type) => ({ label: type, value: type }));

/**
 * /CustomerService: 客户服务 feedback, one of six types and up to 100 characters without spaces.
 * From 功能办理 it is about the number picked with 去登记; opened directly (a link, a bookmark),
 * it is about the member's bound number and returns to the hall.
 */
export function CustomerServicePage() {
  const navigate = useNavigate();
  const member = useMember();
  const [servicePhone] = useState(readServicePhone);
  const boundInfo = member.data?.mobilePhoneInfo;
  const phone = servicePhone || (boundInfo?.bindTime ? boundInfo.mobilePhone : '');
  const returnTo = servicePhone ? '/SelectFunction' : '/';
  const [appealType, setAppealType] = useState<FeedbackType | null>(null);
  const [note, setNote] = useState('');
  const sendFeedback = useSendFeedback();

  const submit = () => {
    if (!appealType) {
      showToast(SmsRegisterMessage.FEEDBACK_TYPE_REQUIRED);
      return;
    }
    const appealNote = stripSpaces(note);
    if (!appealNote) {
      showToast(SmsRegisterMessage.FEEDBACK_NOTE_REQUIRED);
      return;
    }
    sendFeedback.mutate(
      { phone, appealType, appealNote },
      {
        onSuccess: () => {
          showToast(SmsRegisterMessage.FEEDBACK_SENT);
          setNote('');
          setAppealType(null);
          navigate(returnTo, { replace: true });
        },
      },
    );
  };

  return (
    <div className="page">
      <PageHeader title="客户服务" backTo={returnTo} />
      <section className="page-section" aria-label="反馈类型">
        <h2 className="section-title">反馈类型</h2>
        <Selector
          className="feedback-types"
          options={TYPE_OPTIONS}
          value={appealType ? [appealType] : []}
          onChange={(values) => setAppealType(values[0] ?? null)}
        />
      </section>
      <section className="page-section" aria-label="反馈内容">
        <h2 className="section-title">
          <label htmlFor="feedback-note">反馈内容</label>
        </h2>
        <TextArea
          id="feedback-note"
          placeholder="请输入您的意见或建议"
          rows={5}
          maxLength={FEEDBACK_MAX_LENGTH}
          value={note}
          onChange={setNote}
          // Spaces go when the field is left, not while typing: pinyin input composes with spaces.
          onBlur={() => setNote(stripSpaces(note))}
        />
        <p className="feedback-counter" aria-live="polite">
          {stripSpaces(note).length}/{FEEDBACK_MAX_LENGTH}
        </p>
      </section>
      <div className="page-actions">
        <Button block color="primary" onClick={submit}>
          提交
        </Button>
      </div>
    </div>
  );
}
