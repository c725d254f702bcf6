import { Result, Skeleton } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useQueryParam } from '../../../shared/hooks/use-query-param.ts';
import { formatDate } from '../../../shared/lib/format.ts';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { SafeHtml } from '../../../shared/ui/safe-html.tsx';
import { useWechatShare } from '../../../shared/wechat/wechat.ts';
import { activityDetailQuery } from '../api.ts';
import { LoadFailed, retryOf, isServerAnswer } from '../../../shared/ui/load-failed.tsx';
import '../activities.css';

/** /activityDetails?id=: one activity; its HTML is sanitised by the server and again here. */
export function ActivityDetailsPage() {
  const activityId = Number(useQueryParam('id'));
  const detail = useQuery(activityDetailQuery(activityId));
  useWechatShare(detail.data ? { title: detail.data.name, desc: `${detail.data.author} · ${formatDate(detail.data.date)}` } : null);
  let content;
  if (!Number.isInteger(activityId) || activityId <= 0) {
    content = <Result status="warning" title="活动不存在" description="链接缺少活动编号，请从活动列表进入" />;
  } else if (detail.isPending) {
    content = (
      <div className="skeleton-block" aria-busy="true">
        <Skeleton.Title animated />
        <Skeleton.Paragraph lineCount={8} animated />
      </div>
    );
  } else if (detail.isError && !isServerAnswer(detail.error)) {
    content = <LoadFailed {...retryOf(detail)} />;
  } else if (detail.isError) {
    content = <Result status="warning" title="活动不存在或已结束" description={detail.error.message} />;
  } else {
    content = (
      <article className="activity-detail">
        <h2 className="activity-detail-name">{detail.data.name}</h2>
        <div className="activity-detail-meta">
          {detail.data.author} · {formatDate(detail.data.date)}
        </div>
        <SafeHtml className="activity-detail-body" html={detail.data.detail} />
      </article>
    );
  }
  return (
    <div className="page">
      <PageHeader title="活动详情" />
      {content}
    </div>
  );
}
