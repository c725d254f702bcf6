import type { SmsRegisterState } from '@hall/contract/sms-register/schemas';
import { formatDate } from '../../../shared/lib/format-date.ts';
import { showAlert } from '../../../shared/ui/dialogs.ts';

interface ProgressRow {
  key: string;
  status: 'processing' | 'done';
  pickType: 'add' | 'delete';
  kind: '行业' | '手机号';
  items: string;
  createdAt: string;
}

function toRows(state: SmsRegisterState, kinds: 'both' | 'categories' | 'numbers'): ProgressRow[] {
  const categoryRows: ProgressRow[] = state.TypeProcessing.map((request) => ({
    key: `type-${request.id}`,
    status: request.status,
    pickType: request.pickType,
    kind: '行业',
    items: request.RegisterType,
    createdAt: request.createdAt,
  }));
  const numberRows: ProgressRow[] = state.NumProcessing.map((request) => ({
    key: `number-${request.id}`,
    status: request.status,
    pickType: request.pickType,
    kind: '手机号',
    items: request.registerNums,
    createdAt: request.createdAt,
  }));
  const rows = kinds === 'categories' ? categoryRows : kinds === 'numbers' ? numberRows : [...categoryRows, ...numberRows];
  return rows.sort((left, right) => right.createdAt.localeCompare(left.createdAt));
}

/** Progress of the requests the back office is processing (处理中) or has done (已完成). */
export function ProgressTable({ state, kinds = 'both' }: { state: SmsRegisterState; kinds?: 'both' | 'categories' | 'numbers' }) {
  const rows = toRows(state, kinds);
  return (
    <section className="page-section" aria-label="办理进度">
      <h2 className="section-title">办理进度</h2>
      {rows.length === 0 ? (
        <p className="muted progress-empty">暂无办理记录</p>
      ) : (
        <table className="progress-table">
          <thead>
            <tr>
              <th scope="col">进度</th>
              <th scope="col">类型</th>
              <th scope="col">类别</th>
              <th scope="col">详情</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <td className={row.status === 'processing' ? 'is-processing' : 'is-done'}>{row.status === 'processing' ? '处理中' : '已完成'}</td>
                <td>{row.pickType === 'add' ? '登记' : '取消登记'}</td>
                <td>{row.kind}</td>
                <td>
                  <button
                    type="button"
                    className="link-button"
                    onClick={() =>
                      void showAlert(
                        `${row.kind === '行业' ? '行业' : '号码'}：${row.items.split(',').join('、')}\n提交时间：${formatDate(row.createdAt)}`,
                        row.pickType === 'add' ? '登记详情' : '取消登记详情',
                      )
                    }
                  >
                    查看
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
