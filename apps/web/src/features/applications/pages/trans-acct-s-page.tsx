import { AuthType } from '@hall/contract/identity/rules';
import { Button } from 'antd-mobile';
import { HallForm, useHallForm } from '../../../shared/form/hall-form.tsx';
import { OwnerIdentityFields } from '../../../shared/form/owner-identity-fields.tsx';
import { useIdentityCheck } from '../../../shared/hooks/use-identity-check.ts';
import type { OwnerIdentityValues } from '../../../shared/lib/owner-identity.ts';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { APPLICATION_IDENTITY_MESSAGES } from '../components/application-identity.ts';
import { useBoundPhone } from '../components/use-bound-phone.ts';
import { EntryLoadFailed } from '../components/entry-load-failed.tsx';
import { WeChatPhoneOnly } from '../components/wechat-phone-only.tsx';
import '../applications.css';

/** /transAcctS (过户发起): ID and name of the owner, then the TRANS_ACCT_S face check. */
export function TransAcctSPage() {
  const bound = useBoundPhone();
  const form = useHallForm<Pick<OwnerIdentityValues, 'idCard' | 'name'>>();
  const identity = useIdentityCheck({ authType: AuthType.TRANS_ACCT_S });

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
        <HallForm form={form} className="applications-form" onSubmit={(owner) => identity.start('TRANS_ACCT_S', owner, '/transAcctSForm')}>
          <OwnerIdentityFields idDigits="full" isIdCharactersOnly messages={APPLICATION_IDENTITY_MESSAGES} />
        </HallForm>
        <div className="page-actions">
          <Button block color="primary" onClick={() => bound.submitWhenBound(form)} disabled={bound.isLoading}>
            下一步
          </Button>
        </div>
      </WeChatPhoneOnly>
    </div>
  );
}
