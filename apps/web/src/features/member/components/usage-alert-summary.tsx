import { describeCondition } from '@hall/contract/usage-alerts/rules';
import type { UsageAlertEvent } from '@hall/contract/usage-alerts/schemas';
import { useQuery } from '@tanstack/react-query';
import { List } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { combineQueries } from '../../../shared/ui/combined-query.ts';
import { QueryView } from '../../../shared/ui/query-view.tsx';
import { personalUsageAlertHistoryQuery, personalUsageAlertsQuery } from '../usage-alerts-api.ts';

// /personal's 用量提醒: the alerts set on the active number and the latest sent, loaded with this
// chunk only when the member has a number (personal-page.tsx loads it lazily).

const CHANNEL_TEXT: Record<NonNullable<UsageAlertEvent['channel']>, string> = { wechat: '微信消息', sms: '短信', none: '未发送' };
const STATUS_TEXT: Record<UsageAlertEvent['status'], string> = {
  waiting: '免打扰时段后发送',
  sent: '已发送',
  skipped: '提醒已关闭，未发送',
  failed: '发送失败',
};

function describeDelivery(event: UsageAlertEvent): string {
  return event.status === 'sent' && event.channel ? `${STATUS_TEXT.sent}（${CHANNEL_TEXT[event.channel]}）` : STATUS_TEXT[event.status];
}

export function UsageAlertSummary() {
  const navigate = useNavigate();
  const state = useQuery(personalUsageAlertsQuery);
  const history = useQuery(personalUsageAlertHistoryQuery);
  const both = combineQueries(state, history);
  return (
    <section aria-label="用量提醒">
      <QueryView query={both} loading={3} failedTitle="用量提醒加载失败">
        {([alerts, sent]) => {
          const enabled = alerts.alerts.filter((alert) => alert.isEnabled);
          return (
            <>
              <List header="用量提醒">
                {enabled.length === 0 ? (
                  <List.Item description="流量、余额或消费达到设定值时提醒您">未设置用量提醒</List.Item>
                ) : (
                  enabled.map((alert) => <List.Item key={alert.kind}>{describeCondition(alert.kind, alert.threshold)}时提醒</List.Item>)
                )}
                <List.Item onClick={() => navigate('/usageAlerts')}>设置用量提醒</List.Item>
              </List>
              <List header="提醒记录">
                {sent.list.length === 0 ? (
                  <List.Item>暂无提醒记录</List.Item>
                ) : (
                  sent.list.slice(0, 5).map((event) => (
                    <List.Item key={event.id} description={`${event.sentAt ?? event.createdAt} · ${describeDelivery(event)}`}>
                      {event.condition}（当时{event.observed}）
                    </List.Item>
                  ))
                )}
              </List>
            </>
          );
        }}
      </QueryView>
    </section>
  );
}
