import { REJECT_NUMBER_MAX_LENGTH, REJECT_NUMBER_PAGE_SIZE, stripSpaces } from '@hall/contract/sms-register/rules';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { HallForm, useHallForm } from '../../../shared/form/hall-form.tsx';
import { TextField } from '../../../shared/form/text-field.tsx';
import type { useNumberDraft } from './register-drafts.ts';

interface AddNumberValues {
  number: string;
}

interface NumberEditorProps {
  draft: ReturnType<typeof useNumberDraft>;
  pendingNumbers: Set<string>;
}

/** Numbers to add (checked as they are added) and the paged list of rejected numbers to delete. */
export function NumberEditor({ draft, pendingNumbers }: NumberEditorProps) {
  const form = useHallForm<AddNumberValues>();
  const [page, setPage] = useState(0);
  const pageCount = Math.max(1, Math.ceil(draft.rejected.length / REJECT_NUMBER_PAGE_SIZE));
  const currentPage = Math.min(page, pageCount - 1);
  const pageItems = draft.rejected.slice(currentPage * REJECT_NUMBER_PAGE_SIZE, (currentPage + 1) * REJECT_NUMBER_PAGE_SIZE);

  const add = ({ number }: AddNumberValues) => {
    draft.addNumber(number);
    // Emptied in place, not reset: a reset draws the input afresh and Enter-after-Enter would lose the focus.
    form.setFieldValue('number', '');
  };

  return (
    <>
      <section className="page-section" aria-label="添加拒收号码">
        <h2 className="section-title">添加拒收号码</h2>
        {/* One row of its own form: 添加 (or Enter) checks the typed number alone; 提交 below checks the lists. */}
        <HallForm form={form} onSubmit={add} look="bar" className="number-add-form">
          <TextField
            name="number"
            label="拒收号码"
            kind="digits"
            placeholder="请输入要拒收的号码"
            maxLength={REJECT_NUMBER_MAX_LENGTH}
            keep={stripSpaces}
            check={draft.checkNumber}
            isClearable
            extra={
              <Button size="small" color="primary" onClick={form.submit}>
                添加
              </Button>
            }
          />
        </HallForm>
        {draft.addList.length > 0 && (
          <ul className="number-chips" aria-label="待拒收号码">
            {draft.addList.map((number) => (
              <li key={number} className="number-chip">
                <span>{number}</span>
                <button type="button" className="number-chip-remove" aria-label={`移除${number}`} onClick={() => draft.removeAdded(number)}>
                  ×
                </button>
              </li>
            ))}
          </ul>
        )}
        <p className="muted number-hint">单次最多添加10个号码，提交后由系统处理，处理完成后生效。</p>
      </section>
      <section className="page-section" aria-label="已拒收号码">
        <h2 className="section-title">已拒收号码（{draft.rejected.length}）</h2>
        {draft.rejected.length === 0 ? (
          <p className="muted progress-empty">暂无拒收号码</p>
        ) : (
          <>
            <ul className="rejected-list">
              {pageItems.map((number) => {
                const isMarked = draft.deleteList.includes(number);
                const isPending = pendingNumbers.has(number);
                return (
                  <li key={number} className={`rejected-item${isMarked ? ' is-marked' : ''}`}>
                    <span className="rejected-number">{number}</span>
                    {isPending ? (
                      <span className="muted">处理中</span>
                    ) : (
                      <button
                        type="button"
                        role="checkbox"
                        aria-checked={isMarked}
                        aria-label={`删除${number}`}
                        className="rejected-toggle"
                        onClick={() => draft.toggleDelete(number)}
                      >
                        {isMarked ? '已选删除' : '删除'}
                      </button>
                    )}
                  </li>
                );
              })}
            </ul>
            {pageCount > 1 && (
              <div className="pager" aria-label="分页">
                <Button size="mini" disabled={currentPage === 0} onClick={() => setPage(currentPage - 1)}>
                  上一页
                </Button>
                <span>
                  第{currentPage + 1}/{pageCount}页
                </span>
                <Button size="mini" disabled={currentPage >= pageCount - 1} onClick={() => setPage(currentPage + 1)}>
                  下一页
                </Button>
              </div>
            )}
          </>
        )}
      </section>
    </>
  );
}
