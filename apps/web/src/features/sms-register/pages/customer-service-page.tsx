import { FEEDBACK_MAX_LENGTH, FEEDBACK_TYPES, FeedbackCheck, SmsRegisterMessage, stripSpaces, type FeedbackType } from '@hall/contract/sms-register/rules';
import { Form, Selector, TextArea } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toRules } from '../../../shared/form/field-rules.ts';
import { HallForm, useHallForm } from '../../../shared/form/hall-form.tsx';
import { SubmitBar } from '../../../shared/form/submit-bar.tsx';
import { useMember } from '../../../shared/member/use-member.ts';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { showToast } from '../../../shared/ui/toast.ts';
import { readServicePhone, useSendFeedback } from '../api.ts';
import '../sms-register.css';

const TYPE_OPTIONS = FEEDBACK_TYPES.map((type) => ({ label: type, value: type }));

interface FeedbackValues {
  appealType: FeedbackType;
  appealNote: string;
}

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
  const form = useHallForm<FeedbackValues>();
  const note = Form.useWatch('appealNote', form) ?? '';
  const sendFeedback = useSendFeedback();

  const submit = ({ appealType, appealNote }: FeedbackValues) =>
    sendFeedback.mutate(
      { phone, appealType, appealNote: stripSpaces(appealNote) },
      {
        onSuccess: () => {
          showToast(SmsRegisterMessage.FEEDBACK_SENT);
          form.resetFields();
          navigate(returnTo, { replace: true });
        },
      },
    );

  return (
    <div className="page">
      <PageHeader title="客户服务" backTo={returnTo} />
      <HallForm form={form} onSubmit={submit} className="feedback-form">
        {/* The type is one chip of the list; the form keeps it as the one value, not the chips' array. */}
        <Form.Item
          name="appealType"
          label="反馈类型"
          layout="vertical"
          rules={toRules(FeedbackCheck.TYPE)}
          getValueProps={(value: FeedbackType | undefined) => ({ value: value ? [value] : [] })}
          normalize={(values: FeedbackType[]) => values[0]}
        >
          <Selector className="feedback-types" options={TYPE_OPTIONS} />
        </Form.Item>
        {/* TextAreaField would count the spaces and could not drop them when the field is left. */}
        <Form.Item
          name="appealNote"
          label="反馈内容"
          layout="vertical"
          rules={toRules(FeedbackCheck.NOTE)}
          description={
            <div className="feedback-counter" aria-live="polite">
              {stripSpaces(note).length}/{FEEDBACK_MAX_LENGTH}
            </div>
          }
        >
          <TextArea
            placeholder="请输入您的意见或建议"
            rows={5}
            maxLength={FEEDBACK_MAX_LENGTH}
            aria-label="反馈内容"
            // Spaces go when the field is left, not while typing: pinyin input composes with spaces.
            onBlur={() => form.setFieldValue('appealNote', stripSpaces(note))}
          />
        </Form.Item>
      </HallForm>
      <SubmitBar form={form} text="提交" />
    </div>
  );
}
