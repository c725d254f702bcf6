import { REJECT_NUMBER_MAX_LENGTH, REJECT_NUMBER_PAGE_SIZE } from '@hall/contract/sms-register/rules';
import { Button, Input } from 'antd-mobile';
import { useState } from 'react';
import type { useNumberDraft } from './register-drafts.ts';

interface NumberEditorProps {
  draft: ReturnType<typeof useNumberDraft>;
  pendingNumbers: Set<string>;
}

/** Numbers to add (checked as they are added) and the paged list of rejected numbers to delete. */
export function NumberEditor({ draft, pendingNumbers }: NumberEditorProps) {
  const [typed, setTyped] = useState('');
  const [page, setPage] = useState(0);
  const pageCount = Math.max(1, Math.ceil(draft.rejected.length / REJECT_NUMBER_PAGE_SIZE));
  const currentPage = Math.min(page, pageCount - 1);
  const pageItems = draft.rejected.slice(currentPage * REJECT_NUMBER_PAGE_SIZE, (currentPage + 1) * REJECT_NUMBER_PAGE_SIZE);

  const add = () => {
    if (draft.addNumber(typed)) {
      setTyped('');
    }
  };

  return (
    <>
      <section className="page-section" aria-label="添加拒收号码">
        <h2 className="section-title">添加拒收号码</h2>
        <div className="number-input-row">
          <Input
            className="number-input"
            placeholder="请输入要拒收的号码"
            inputMode="numeric"
            maxLength={REJECT_NUMBER_MAX_LENGTH}
            value={typed}
            onChange={(value) => setTyped(value.replace(/\s+/g, ''))}
            onEnterPress={add}
            aria-label="拒收号码"
            clearable
          />
          <Button size="small" color="primary" onClick={add}>
            添加
          </Button>
        </div>
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
