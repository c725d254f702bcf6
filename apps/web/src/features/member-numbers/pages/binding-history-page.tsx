import { BINDING_METHOD_LABELS } from '@hall/contract/member-numbers/rules';
import { useQuery } from '@tanstack/react-query';
import { formatMinuteTime } from '../../../shared/lib/format-date.ts';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { QueryView } from '../../../shared/ui/query-view.tsx';
import { bindingHistoryQuery } from '../api.ts';
import '../member-numbers.css';

/** /bindingHistory (绑定记录): the member's own bindings and unbindings, the latest first. */
export function BindingHistoryPage() {
  const history = useQuery(bindingHistoryQuery);
  return (
    <div className="page">
      <PageHeader title="绑定记录" />
      <QueryView query={history} loading={5} failedTitle="绑定记录加载失败" isEmpty={(data) => data.events.length === 0} empty={{ title: '暂无绑定记录' }}>
        {({ events }) => (
          <ul className="binding-history" aria-label="绑定记录">
            {events.map((event, index) => (
              <li key={`${event.time}-${index}`} className="binding-event">
                <div>
                  <p className="binding-event-phone">{event.mobilePhone}</p>
                  <p className="my-number-detail">
                    {formatMinuteTime(event.time)} · {BINDING_METHOD_LABELS[event.method]}
                  </p>
                </div>
                <span className={event.action === 'bind' ? 'binding-event-action' : 'binding-event-action is-unbind'}>
                  {event.action === 'bind' ? '绑定' : '解绑'}
                </span>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </div>
  );
}
