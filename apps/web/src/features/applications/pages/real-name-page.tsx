import { ApplicationMessage } from '@hall/contract/applications/rules';
import { AuthType } from '@hall/contract/identity/rules';
import { Button, Form, Skeleton } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { useIdentityCheck } from '../../../shared/hooks/use-identity-check.ts';
import { showAlert } from '../../../shared/ui/dialogs.ts';
import { LoadFailed } from '../../../shared/ui/load-failed.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { RealNameContactForm } from '../components/real-name-contact-form.tsx';
import { useBoundPhone } from '../components/use-bound-phone.ts';
import '../applications.css';

/** /realName (实名补录): the bound number read-only and 下一步; also the check's return route. */
export function RealNamePage() {
  const navigate = useNavigate();
  const bound = useBoundPhone();
  const identity = useIdentityCheck({
    authType: AuthType.REAL_NAME,
    onFailed: () => void showAlert(ApplicationMessage.IDENTITY_FAILED),
  });

  const next = () => {
    if (!bound.requireBound() || !bound.phone) {
      return;
    }
    identity.start('REAL_NAME', { mobilePhone: bound.phone }, '/realName');
  };

  let content;
  if (identity.state.status === 'passed') {
    content = <RealNameContactForm bizNo={identity.state.bizNo} phone={identity.state.phone} onSubmitted={() => navigate('/realResult', { replace: true })} />;
  } else if (bound.loadFailure) {
    content = <LoadFailed title="信息加载失败" {...bound.loadFailure} />;
  } else if (identity.state.status === 'checking' || bound.isLoading) {
    content = (
      <div className="skeleton-block" aria-busy="true">
        <Skeleton.Paragraph lineCount={3} animated />
      </div>
    );
  } else {
    content = (
      <>
        <p className="page-intro">为保障您的号码正常使用，请通过人脸识别补录实名资料</p>
        <Form layout="horizontal" mode="card" className="applications-form">
          <Form.Item label="实名手机号">
            <span className="applications-readonly">{bound.phone ?? '未绑定手机号'}</span>
          </Form.Item>
        </Form>
        <div className="page-actions">
          <Button block color="primary" onClick={next}>
            下一步
          </Button>
        </div>
      </>
    );
  }

  return (
    <div className="page">
      <PageHeader title="实名补录" backTo="/BusinessHandle" />
      {content}
    </div>
  );
}
