import { checkContactEmail, checkNickname, NICKNAME_MAX_LENGTH } from '@hall/contract/personal-info/rules';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { HallForm, useFieldDefault, useHallForm } from '../../../shared/form/hall-form.tsx';
import { SubmitBar } from '../../../shared/form/submit-bar.tsx';
import { TextField } from '../../../shared/form/text-field.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { QueryView } from '../../../shared/ui/query-view.tsx';
import { showSuccessToast } from '../../../shared/ui/toast.ts';
import { personalInfoQuery, useCorrectProfile } from '../api.ts';
import '../personal-info.css';

interface CorrectionValues {
  nickname: string;
  contactEmail: string;
}

function CorrectionForm({ nickname, contactEmail }: CorrectionValues) {
  const navigate = useNavigate();
  const form = useHallForm<CorrectionValues>();
  const correct = useCorrectProfile();
  useFieldDefault(form, 'nickname', nickname);
  useFieldDefault(form, 'contactEmail', contactEmail);
  const submit = (values: CorrectionValues) =>
    correct.mutate(values, {
      onSuccess: () => {
        showSuccessToast('已更正');
        navigate('/personalInfo', { replace: true });
      },
    });
  return (
    <>
      <HallForm form={form} onSubmit={submit}>
        <TextField name="nickname" label="昵称" kind="text" maxLength={NICKNAME_MAX_LENGTH} placeholder="请输入昵称" check={checkNickname} isRequired />
        <TextField name="contactEmail" label="联系邮箱" kind="email" placeholder="选填，用于发票、详单等邮件" check={checkContactEmail} isClearable />
      </HallForm>
      <SubmitBar form={form} text="保存" isPending={correct.isPending} />
    </>
  );
}

/** /personalInfoCorrect (个人信息管理 › 更正): the member corrects their nickname and contact e-mail. */
export function CorrectProfilePage() {
  const info = useQuery(personalInfoQuery);
  return (
    <div className="page">
      <PageHeader title="更正个人信息" />
      <p className="page-intro">更正后的昵称会在营业厅中使用，以后微信登录也不会覆盖。联系邮箱会在申请发票、邮寄详单时优先填入，可以留空。</p>
      <QueryView query={info} loading={2} failedTitle="个人信息加载失败">
        {(data) => <CorrectionForm nickname={data.profile.nickname} contactEmail={data.profile.contactEmail} />}
      </QueryView>
    </div>
  );
}
