import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useQueryParam } from '../../../shared/hooks/use-query-param.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { billQuery, formatBillMonth } from '../api.ts';
import { BillView } from '../components/bill-view.tsx';
import { BillExplanationSection } from '../components/bill-explanation-section.tsx';
import { QueryView } from '../../../shared/ui/query-view.tsx';
import '../queries.css';

const MONTH_PATTERN = /^\d{4}(0[1-9]|1[0-2])$/;

/** /billDetails?date=YYYYMM: one past month's bill. */
export function BillDetailsPage() {
  const date = useQueryParam('date');
  const isDateValid = date !== null && MONTH_PATTERN.test(date);
  const bill = useQuery({ ...billQuery(date), enabled: isDateValid });
  return (
    <div className="page">
      <PageHeader title={isDateValid ? `${formatBillMonth(date)}账单` : '账单详情'} backTo="/historyBill" />
      {isDateValid ? (
        <QueryView query={bill} loading={6} failedTitle="查询失败" refused="暂无账单">
          {(data) => (
            <>
              <BillView bill={data} />
              <BillExplanationSection month={date} />
              <Link className="bill-detail-link" to={`/callDetail?month=${date}`}>
                查看本月通话和短信详单 ›
              </Link>
            </>
          )}
        </QueryView>
      ) : (
        <EmptyState title="账单月份有误" description="请从历史账单中选择月份" />
      )}
    </div>
  );
}
