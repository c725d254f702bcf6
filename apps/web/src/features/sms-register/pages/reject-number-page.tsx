import { QueryView } from '../../../shared/ui/query-view.tsx';
import { SmsRegisterMessage } from '@hall/contract/sms-register/rules';
import type { SmsRegisterState } from '@hall/contract/sms-register/schemas';
import { Button } from 'antd-mobile';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { showToast } from '../../../shared/ui/toast.ts';
import { readServicePhone, useSmsRegisterState } from '../api.ts';
import { NumberEditor } from '../components/number-editor.tsx';
import { ProgressTable } from '../components/progress-table.tsx';
import { findPendingItems, useConfirmAndSubmit, useNumberDraft } from '../components/register-drafts.ts';
import '../sms-register.css';

function NumberForm({ phone, state }: { phone: string; state: SmsRegisterState }) {
  const draft = useNumberDraft(state);
  const confirmAndSubmit = useConfirmAndSubmit(phone);
  const submit = async () => {
    if (draft.addList.length === 0 && draft.deleteList.length === 0) {
      showToast(SmsRegisterMessage.NUMBERS_EMPTY);
      return;
    }
    await confirmAndSubmit({ addType: [], delType: [], addNum: draft.addList, delNum: draft.deleteList }, draft.reset);
  };
  return (
    <>
      <NumberEditor draft={draft} pendingNumbers={findPendingItems(state).numbers} />
      <ProgressTable state={state} kinds="numbers" />
      <div className="page-actions">
        <Button block color="primary" onClick={() => void submit()}>
          提交
        </Button>
      </div>
    </>
  );
}

/** /RejectNumber: 拒收号码防护, add and delete numbers with every rule, rejected list 5 a page. */
export function RejectNumberPage() {
  const phone = readServicePhone();
  const register = useSmsRegisterState(phone, '/WillRegister');
  return (
    <div className="page">
      <PageHeader title="拒收号码防护" backTo="/SelectFunction" />
      <QueryView query={register} loading={8} failedTitle="登记信息加载失败" isLeaving={register.isLeaving}>
        {(state) => <NumberForm key={register.dataUpdatedAt} phone={phone} state={state} />}
      </QueryView>
    </div>
  );
}
