import { ResponseCode } from '@hall/contract/codes';
import { useQuery } from '@tanstack/react-query';
import { isApiError } from '../../../shared/api/api-error.ts';
import { useQueryParam } from '../../../shared/hooks/use-query-param.ts';
import { readToken } from '../../../shared/lib/storage.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { SafeHtml } from '../../../shared/ui/safe-html.tsx';
import { mealDetailQuery } from '../api.ts';
import { QueryView } from '../../../shared/ui/query-view.tsx';
import '../queries.css';

/** The spec's message of package details without a login. */
const MEAL_LOGIN_REQUIRED = '请登录';

/** /mealDetails?id=: a package and its rules (HTML sanitised by the server and again here). Needs a login. */
export function MealDetailsPage() {
  const packageId = useQueryParam('id');
  const isLoggedIn = readToken() !== null;
  const meal = useQuery({ ...mealDetailQuery(packageId ?? ''), enabled: isLoggedIn && packageId !== null });
  const isSessionGone = meal.isError && isApiError(meal.error) && meal.error.code === ResponseCode.NOT_LOGGED_IN;
  let content;
  if (!isLoggedIn || isSessionGone) {
    content = <EmptyState title={MEAL_LOGIN_REQUIRED} />;
  } else if (!packageId) {
    content = <EmptyState title="暂无数据" description="缺少套餐编号" />;
  } else {
    content = (
      <QueryView query={meal} loading={6} failedTitle="查询失败" refused="暂无数据">
        {(data) => (
          <div className="page-section">
            <h2 className="section-title">{data.packageName}</h2>
            <SafeHtml className="meal-rules" html={data.prodOfferDesc} />
          </div>
        )}
      </QueryView>
    );
  }
  return (
    <div className="page">
      <PageHeader title="套餐详情" />
      {content}
    </div>
  );
}
