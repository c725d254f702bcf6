import { ApplicationMessage } from '@hall/contract/applications/rules';
import { AuthType } from '@hall/contract/identity/rules';
import { Button, Form } from 'antd-mobile';
import { useState } from 'react';
import { useIdentityCheck } from '../../../shared/hooks/use-identity-check.ts';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { showToast } from '../../../shared/ui/toast.ts';
import { IdentityFields } from '../components/identity-fields.tsx';
import { useBoundPhone } from '../components/use-bound-phone.ts';
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
    if (!idCard.trim()) {
      showToast(ApplicationMessage.ID_CARD_REQUIRED);
      return;
    }
    if (!name.trim()) {
      showToast(ApplicationMessage.NAME_REQUIRED);
      return;
    }
    identity.start('TRANS_ACCT_S', { idCard: idCard.trim(), name: name.trim() }, '/transAcctSForm').catch(() => undefined);
  };

  return (
    <div className="page">
      <PageHeader title="过户发起" backTo="/BusinessHandle" />
      <WeChatPhoneOnly>
        <p className="page-intro">
          请填写当前机主{bound.phone ? `（${bound.phone.slice(0, 3)}****${bound.phone.slice(7)}）` : ''}的身份信息，通过人脸识别后填写过户申请
        </p>
        <Form layout="horizontal" mode="card" className="applications-form">
          <IdentityFields idCard={idCard} name={name} onIdCardChange={setIdCard} onNameChange={setName} />
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
