import { AuthType } from '@hall/contract/identity/rules';
import { Button, Form } from 'antd-mobile';
import { useState } from 'react';
import { useIdentityCheck } from '../../../shared/hooks/use-identity-check.ts';
import { findOwnerIdentityProblem, trimOwnerIdentity } from '../../../shared/lib/owner-identity.ts';
import { OwnerIdentityFields } from '../../../shared/ui/owner-identity-fields.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { showToast } from '../../../shared/ui/toast.ts';
import { APPLICATION_IDENTITY_MESSAGES } from '../components/application-identity.ts';
import { useBoundPhone } from '../components/use-bound-phone.ts';
import { EntryLoadFailed } from '../components/entry-load-failed.tsx';
import { WeChatPhoneOnly } from '../components/wechat-phone-only.tsx';
import '../applications.css';

/** /transAcctS (过户发起): ID and name of the owner, then the TRANS_ACCT_S face check. */
export function TransAcctSPage() {
  const bound = useBoundPhone();
  const [idCard, setIdCard] = useState('');
  const [name, setName] = useState('');
  const identity = useIdentityCheck({ authType: AuthType.TRANS_ACCT_S });

  const next = () => {
    if (!bound.requireBound()) {
      return;
    }
    const values = { phone: '', idCard, name };
    const problem = findOwnerIdentityProblem(values, { idDigits: 'full', messages: APPLICATION_IDENTITY_MESSAGES });
    if (problem) {
      showToast(problem);
      return;
    }
    const owner = trimOwnerIdentity(values);
    identity.start('TRANS_ACCT_S', { idCard: owner.idCard, name: owner.name }, '/transAcctSForm');
  };

  if (bound.loadFailure) {
    return <EntryLoadFailed title="过户发起" failure={bound.loadFailure} />;
  }

  return (
    <div className="page">
      <PageHeader title="过户发起" backTo="/BusinessHandle" />
      <WeChatPhoneOnly>
        <p className="page-intro">
          请填写当前机主{bound.phone ? `（${bound.phone.slice(0, 3)}****${bound.phone.slice(7)}）` : ''}的身份信息，通过人脸识别后填写过户申请
        </p>
        <Form layout="horizontal" mode="card" className="applications-form">
          <OwnerIdentityFields idDigits="full" isIdCharactersOnly idCard={idCard} name={name} onIdCardChange={setIdCard} onNameChange={setName} />
        </Form>
        <div className="page-actions">
          <Button block color="primary" onClick={next} disabled={bound.isLoading}>
            下一步
          </Button>
        </div>
      </WeChatPhoneOnly>
    </div>
  );
}
