import { COMPANY_NAME_MAX_LENGTH, INVOICE_MESSAGES, InvoiceCheck, stripSearchKeyword } from '@hall/contract/invoices/rules';
import type { InvoiceTitle } from '@hall/contract/invoices/schemas';
import { Button, SearchBar } from 'antd-mobile';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryParam } from '../../../shared/hooks/use-query-param.ts';
import { showConfirm } from '../../../shared/ui/dialogs.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { showSuccessToast, showToast } from '../../../shared/ui/toast.ts';
import { companyTitleSearchQuery, companyTitlesQuery, useDeleteCompanyTitle } from '../api.ts';
import { CompanyTitleForm } from '../components/company-title-form.tsx';
import { forgetChosenTitle, readChosenTitleId, readInvoiceUserId, saveChosenTitleId } from '../invoice-storage.ts';
import { QueryView, type ViewedQuery } from '../../../shared/ui/query-view.tsx';
import '../invoices.css';

type FormTarget = (Partial<Omit<InvoiceTitle, 'id'>> & { id?: string }) | null;

/** /addsite: the company titles of the verified number: search, add, edit, delete, and choose one. */
export function CompanyTitlesPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const isChoosing = useQueryParam('select') === '1';
  const userId = readInvoiceUserId();
  const saved = useQuery({ ...companyTitlesQuery(userId), enabled: userId !== '' });
  const deleteTitle = useDeleteCompanyTitle(userId);
  const [keyword, setKeyword] = useState('');
  const [searchResult, setSearchResult] = useState<InvoiceTitle[] | null>(null);
  const [formTarget, setFormTarget] = useState<FormTarget>(null);
  const [isFormVisible, setIsFormVisible] = useState(false);
  const chosenId = readChosenTitleId();

  /** Back from a search to the saved titles, read again. */
  const reload = async () => {
    setSearchResult(null);
    if (userId) {
      await saved.refetch();
    }
  };

  const openForm = (target: FormTarget) => {
    setFormTarget(target);
    setIsFormVisible(true);
  };

  const search = async (value: string) => {
    const stripped = stripSearchKeyword(value);
    setKeyword(stripped);
    if (!stripped) {
      await reload();
      return;
    }
    const problem = InvoiceCheck.SEARCH_KEYWORD(stripped);
    if (problem) {
      showToast(problem);
      return;
    }
    const list = await queryClient.fetchQuery(companyTitleSearchQuery(userId, stripped)).catch(() => null);
    if (!list) {
      // The catalogue has shown the reason.
      return;
    }
    setSearchResult(list);
    if (list.length === 0) {
      showToast(INVOICE_MESSAGES.NO_COMPANY);
      openForm({ name: stripped });
    }
  };

  const remove = async (title: InvoiceTitle) => {
    const isConfirmed = await showConfirm({ title: '删除公司信息', content: `确定删除“${title.name}”吗？删除后不可恢复` });
    if (!isConfirmed) {
      return;
    }
    deleteTitle.mutate(title.id, {
      onSuccess: () => {
        if (chosenId === title.id) {
          forgetChosenTitle();
        }
        showSuccessToast('删除成功', 1500);
        // The hook has read the saved titles again; a search's result would still show the deleted one.
        setSearchResult(null);
      },
    });
  };

  const choose = (title: InvoiceTitle) => {
    saveChosenTitleId(title.id);
    navigate(-1);
  };

  const afterSave = (title: InvoiceTitle) => {
    setIsFormVisible(false);
    showSuccessToast('保存成功', 1500);
    setKeyword('');
    // The save hook has read the saved titles again.
    setSearchResult(null);
    if (isChoosing && !formTarget?.id) {
      choose(title);
    }
  };

  // A search's answer stands in for the saved titles until the search is cleared.
  const shown: ViewedQuery<InvoiceTitle[]> = searchResult === null ? saved : { ...saved, data: searchResult };
  const content = userId ? (
    <QueryView
      query={shown}
      isEmpty={(titles) => titles.length === 0}
      empty={
        searchResult
          ? { title: INVOICE_MESSAGES.NO_COMPANY, description: `未找到“${keyword}”` }
          : { title: '暂无记录', description: '点击下方按钮添加公司信息' }
      }
    >
      {(titles) => (
        <div role="list" aria-label="公司信息">
          {titles.map((title) => (
            <article key={title.id} role="listitem" aria-label={title.name} className={`company-title${title.id === chosenId ? ' is-chosen' : ''}`}>
              <div className="company-title-name">{title.name}</div>
              <div className="muted">税号：{title.tin}</div>
              {(title.address || title.tel) && <div className="muted">{[title.address, title.tel].filter(Boolean).join(' ')}</div>}
              {(title.bankName || title.bankAccount) && <div className="muted">{[title.bankName, title.bankAccount].filter(Boolean).join(' ')}</div>}
              <div className="company-title-actions">
                <Button size="mini" onClick={() => openForm(title)}>
                  编辑
                </Button>
                <Button size="mini" color="danger" fill="outline" onClick={() => void remove(title)}>
                  删除
                </Button>
                {isChoosing && (
                  <Button size="mini" color="primary" onClick={() => choose(title)}>
                    选择
                  </Button>
                )}
              </div>
            </article>
          ))}
        </div>
      )}
    </QueryView>
  ) : (
    <EmptyState title="暂无记录" description="请先验证手机号" />
  );

  return (
    <div className="page">
      <PageHeader title="公司信息" />
      <div className="page-section">
        <SearchBar
          placeholder="请输入公司名称搜索"
          value={keyword}
          onChange={setKeyword}
          onSearch={(value) => void search(value)}
          onClear={() => void reload()}
          maxLength={COMPANY_NAME_MAX_LENGTH}
          aria-label="搜索公司名称"
        />
      </div>
      {content}
      <div className="page-actions">
        <Button block color="primary" onClick={() => openForm({})} disabled={!userId}>
          添加公司信息
        </Button>
      </div>
      <CompanyTitleForm isVisible={isFormVisible} userId={userId} initial={formTarget} onClose={() => setIsFormVisible(false)} onSaved={afterSave} />
    </div>
  );
}
