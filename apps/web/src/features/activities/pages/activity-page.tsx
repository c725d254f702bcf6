import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { buildPath } from '../../../shared/lib/navigation.ts';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { useWechatShare } from '../../../shared/wechat/wechat.ts';
import { activityListQuery } from '../api.ts';
import { QueryView } from '../../../shared/ui/query-view.tsx';
import '../activities.css';

/** /activity: the running activities; a tap opens the detail. */
export function ActivityPage() {
  const navigate = useNavigate();
  const activities = useQuery(activityListQuery);
  useWechatShare({ title: '精彩活动', desc: '网上营业厅正在进行的活动，快来看看' });
  const content = (
    <QueryView
      query={activities}
      loading={8}
      failedTitle="活动加载失败"
      isEmpty={(data) => data.list.length === 0}
      empty={{ title: '暂无活动', description: '敬请期待' }}
    >
      {(data) => (
        <ul className="activity-list" aria-label="活动列表">
          {data.list.map((activity) => (
            <li key={activity.activityId}>
              <button type="button" className="activity-card" onClick={() => navigate(buildPath('/activityDetails', { id: activity.activityId }))}>
                {activity.cover ? <img src={activity.cover} alt="" /> : null}
                <div className="activity-card-body">
                  <h2 className="activity-card-name">{activity.name}</h2>
                  <p className="activity-card-desc">{activity.desc}</p>
                </div>
              </button>
            </li>
          ))}
        </ul>
      )}
    </QueryView>
  );
  return (
    <div className="page">
      <PageHeader title="精彩活动" />
      {content}
    </div>
  );
}
