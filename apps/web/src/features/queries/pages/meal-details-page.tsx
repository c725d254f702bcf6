import { useQuery } from '@tanstack/react-query';
import { useQueryParam } from '../../../shared/hooks/use-query-param.ts';
import { readToken } from '../../../shared/lib/storage.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { mealDetailQuery } from '../api.ts';
import { LoadingBlock } from '../components/loading-block.tsx';
import '../queries.css';

/** /mealDetails?id=: a package and its rules (HTML sanitised by the server). Needs a login. */
export function MealDetailsPage() {
  const packageId = useQueryParam('id');
  const isLoggedIn = readToken() !== null;
  const meal = useQuery({ ...mealDetailQuery(packageId ?? ''), enabled: isLoggedIn && packageId !== null });
  let content;
  if (!isLoggedIn) {
    content = <EmptyState title="请登录" />;
  } else if (!packageId) {
    content = <EmptyState title="暂无数据" description="缺少套餐编号" />;
  } else if (meal.isPending) {
    content = <LoadingBlock />;
  } else if (meal.isError) {
    content = <EmptyState title="暂无数据" description={meal.error.message} />;
  } else {
    content = (
      <div className="page-section">
        <h2 className="section-title">{meal.data.packageName}</h2>
        {/* Sanitised on the server: only formatting tags without attributes remain. */}
        <div className="meal-rules" dangerouslySetInnerHTML={{ __html: meal.data.prodOfferDesc }} />
      </div>
    );
  }
  return (
    <div className="page">
      <PageHeader title="套餐详情" />
      {content}
    </div>
  );
}
