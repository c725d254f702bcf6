import { AuthType } from '@hall/contract/identity/rules';
import { HallForm, useHallForm } from '../../../shared/form/hall-form.tsx';
import { OwnerIdentityFields } from '../../../shared/form/owner-identity-fields.tsx';
import { useIdentityCheck } from '../../../shared/hooks/use-identity-check.ts';
import type { OwnerIdentityValues } from '../../../shared/lib/owner-identity.ts';
import { APPLICATION_IDENTITY_MESSAGES } from '../components/application-identity.ts';
import { useBoundPhone } from '../components/use-bound-phone.ts';
import { WeChatEntryPage } from '../components/wechat-entry-page.tsx';
import '../applications.css';

/** /transAcctS (过户发起): ID and name of the owner, then the TRANS_ACCT_S face check. */
export function TransAcctSPage() {
  const bound = useBoundPhone();
  const form = useHallForm<Pick<OwnerIdentityValues, 'idCard' | 'name'>>();
  const identity = useIdentityCheck({ authType: AuthType.TRANS_ACCT_S });

  return (
    <WeChatEntryPage title="过户发起" bound={bound} form={form}>
      <p className="page-intro">
        请填写当前机主{bound.phone ? `（${bound.phone.slice(0, 3)}****${bound.phone.slice(7)}）` : ''}的身份信息，通过人脸识别后填写过户申请
      </p>
      <HallForm form={form} className="applications-form" onSubmit={(owner) => identity.start('TRANS_ACCT_S', owner, '/transAcctSForm')}>
        <OwnerIdentityFields idDigits="full" isIdCharactersOnly messages={APPLICATION_IDENTITY_MESSAGES} />
      </HallForm>
    </WeChatEntryPage>
  );
}
