import { ActivityMessage } from '@hall/contract/activities/rules';
import { QueryView } from '../../../shared/ui/query-view.tsx';
import { Result } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useQueryParam } from '../../../shared/hooks/use-query-param.ts';
import { formatDate } from '../../../shared/lib/format-date.ts';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { SafeHtml } from '../../../shared/ui/safe-html.tsx';
import { useWechatShare } from '../../../shared/wechat/wechat.ts';
import { activityDetailQuery } from '../api.ts';
import '../activities.css';

/** /activityDetails?id=: one activity; its HTML is sanitised by the server and again here. */
export function ActivityDetailsPage() {
  const activityId = Number(useQueryParam('id'));
  const detail = useQuery(activityDetailQuery(activityId));
  useWechatShare(detail.data ? { title: detail.data.name, desc: `${detail.data.author} · ${formatDate(detail.data.date)}` } : null);
  let content;
  if (!Number.isInteger(activityId) || activityId <= 0) {
    content = <Result status="warning" title="活动不存在" description="链接缺少活动编号，请从活动列表进入" />;
  } else {
    content = (
      <QueryView query={detail} loading={8} refused={(message) => <Result status="warning" title={ActivityMessage.NOT_FOUND} description={message} />}>
        {(activity) => (
          <article className="activity-detail">
            <h2 className="activity-detail-name">{activity.name}</h2>
            <div className="activity-detail-meta">
              {activity.author} · {formatDate(activity.date)}
            </div>
            <SafeHtml className="activity-detail-body" html={activity.detail} />
          </article>
        )}
      </QueryView>
    );
  }
  return (
    <div className="page">
      <PageHeader title="活动详情" />
      {content}
    </div>
  );
}
