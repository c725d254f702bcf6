import { QueryView } from '../../../shared/ui/query-view.tsx';
import type { SmsRegisterState } from '@hall/contract/sms-register/schemas';
import { Button, Collapse } from 'antd-mobile';
import { useParams } from 'react-router';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { readServicePhone, useSmsRegisterState } from '../api.ts';
import { CategoryGrid } from '../components/category-grid.tsx';
import { NumberEditor } from '../components/number-editor.tsx';
import { ProgressTable } from '../components/progress-table.tsx';
import { findPendingItems, useCategoryDraft, useConfirmAndSubmit, useNumberDraft } from '../components/register-drafts.ts';
import '../sms-register.css';

function CombinedForm({ phone, state }: { phone: string; state: SmsRegisterState }) {
  const categories = useCategoryDraft(state);
  const numbers = useNumberDraft(state);
  const pending = findPendingItems(state);
  const confirmAndSubmit = useConfirmAndSubmit(phone);
  const submit = () =>
    confirmAndSubmit({ addType: categories.addCodes, delType: categories.deleteCodes, addNum: numbers.addList, delNum: numbers.deleteList }, numbers.reset);
  return (
    <>
      <ProgressTable state={state} />
      <Collapse defaultActiveKey={['categories']}>
        <Collapse.Panel key="categories" title="行业营销类别">
          <CategoryGrid categories={state.list} checked={categories.checked} pending={pending.categoryNames} onToggle={categories.toggle} />
        </Collapse.Panel>
      </Collapse>
      <NumberEditor draft={numbers} pendingNumbers={pending.numbers} />
      <div className="page-actions">
        <Button block color="primary" onClick={() => void submit()}>
          提交
        </Button>
      </div>
    </>
  );
}

/** /NoteRegister/:phone: 短信意愿登记, industries and numbers in one view. */
export function NoteRegisterPage() {
  const { phone: routePhone } = useParams();
  const phone = routePhone ?? readServicePhone();
  const register = useSmsRegisterState(phone, '/BusinessHandle');
  return (
    <div className="page">
      <PageHeader title="短信意愿登记" backTo="/WillRegister" />
      <QueryView query={register} loading={8} failedTitle="登记信息加载失败" isLeaving={register.isLeaving}>
        {(state) => <CombinedForm key={register.dataUpdatedAt} phone={phone} state={state} />}
      </QueryView>
    </div>
  );
}
