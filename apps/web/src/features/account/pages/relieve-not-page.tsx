import { UnbindMessage } from '@hall/contract/account/rules';
import { showConfirm } from '../../../shared/ui/dialogs.ts';
import { OwnerIdentityForm } from '../../../shared/form/owner-identity-form.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { useUnbind } from '../api.ts';
import { UnbindSuccess } from '../components/unbind-success.tsx';
import { useUnbindOutcome } from '../components/use-unbind-outcome.ts';
import '../account.css';

/** /relieveNot: unbinding without a code, by the owner's ID number and name. */
export function RelieveNotPage() {
  const { outcome, finishUnbind } = useUnbindOutcome();
  const unbind = useUnbind();

  const confirmUnbind = async (idCard: string, name: string) => {
    const isConfirmed = await showConfirm({ title: '解除绑定', content: '解除绑定后将不能在此查询话费和办理业务，确定解除绑定吗？' });
    if (isConfirmed) {
      unbind.mutate({ idCard, name }, { onSuccess: finishUnbind });
    }
  };

  return (
    <div className="page">
      <PageHeader title="解除绑定" backTo="/relieve" />
      {outcome ? (
        <UnbindSuccess outcome={outcome} />
      ) : (
        <OwnerIdentityForm
          idDigits="full"
          intro="请输入绑定号码的机主身份证号和姓名"
          messages={{ idRequired: UnbindMessage.ID_CARD_REQUIRED, nameRequired: UnbindMessage.NAME_REQUIRED }}
          submitText="解除绑定"
          isDanger
          isSubmitting={unbind.isPending}
          onSubmit={({ idCard, name }) => void confirmUnbind(idCard, name)}
        />
      )}
    </div>
  );
}
