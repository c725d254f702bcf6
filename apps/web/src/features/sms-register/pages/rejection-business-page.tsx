import { QueryView } from '../../../shared/ui/query-view.tsx';
import type { SmsRegisterState } from '@hall/contract/sms-register/schemas';
import { Button } from 'antd-mobile';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { readServicePhone, useSmsRegisterState } from '../api.ts';
import { CategoryGrid } from '../components/category-grid.tsx';
import { ProgressTable } from '../components/progress-table.tsx';
import { findPendingItems, useCategoryDraft, useConfirmAndSubmit } from '../components/register-drafts.ts';
import '../sms-register.css';

function CategoryForm({ phone, state }: { phone: string; state: SmsRegisterState }) {
  const draft = useCategoryDraft(state);
  const pending = findPendingItems(state);
  const confirmAndSubmit = useConfirmAndSubmit(phone);
  const submit = () => confirmAndSubmit({ addType: draft.addCodes, delType: draft.deleteCodes, addNum: [], delNum: [] });
  return (
    <>
      <section className="page-section" aria-label="行业类别">
        <h2 className="section-title">请勾选不愿接收营销短信的行业</h2>
        <CategoryGrid categories={state.list} checked={draft.checked} pending={pending.categoryNames} onToggle={draft.toggle} />
      </section>
      <ProgressTable state={state} kinds="categories" />
      <div className="page-actions">
        <Button block color="primary" onClick={() => void submit()}>
          确定
        </Button>
      </div>
    </>
  );
}

/** /RejectionBusiness: 行业营销类别防护, ticks from the registered list, the add/cancel diff. */
export function RejectionBusinessPage() {
  const phone = readServicePhone();
  const register = useSmsRegisterState(phone, '/WillRegister');
  return (
    <div className="page">
      <PageHeader title="行业营销类别防护" backTo="/SelectFunction" />
      <QueryView query={register} loading={8} failedTitle="登记信息加载失败" isLeaving={register.isLeaving}>
        {(state) => <CategoryForm key={register.dataUpdatedAt} phone={phone} state={state} />}
      </QueryView>
    </div>
  );
}
