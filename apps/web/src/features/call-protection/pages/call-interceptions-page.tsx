import type { CallInterception } from '@hall/contract/call-protection/schemas';
import { CallProtectionMessage } from '@hall/contract/call-protection/rules';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Button, List } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { formatMinuteTime } from '../../../shared/lib/format-date.ts';
import { useMember } from '../../../shared/member/use-member.ts';
import { BoundPage } from '../../../shared/ui/bound-page.tsx';
import { boundPhoneOf } from '../../../shared/ui/bound-view.tsx';
import { InfiniteQueryView } from '../../../shared/ui/infinite-query-view.tsx';
import { callInterceptionsQuery } from '../api.ts';
import '../call-protection.css';

/** 来电 2分钟, 短信 1条. */
function describeLength(item: CallInterception): string {
  if (item.kind === 'sms') {
    return `${item.messageCount ?? 1}条`;
  }
  const seconds = item.seconds ?? 0;
  return seconds >= 60 ? `${Math.floor(seconds / 60)}分${seconds % 60 ? `${seconds % 60}秒` : '钟'}` : `${seconds}秒`;
}

/** /callInterceptions: what call protection intercepted for the bound number, newest first, a page at a time. */
export function CallInterceptionsPage() {
  const navigate = useNavigate();
  const member = useMember();
  const log = useInfiniteQuery({ ...callInterceptionsQuery, enabled: boundPhoneOf(member) !== '' });

  return (
    <BoundPage title="拦截记录" backTo="/callProtection" member={member} failedTitle="信息加载失败">
      {() => (
        <InfiniteQueryView
          query={log}
          itemsOf={(page) => page.list}
          loading={6}
          failedTitle="拦截记录加载失败"
          empty={{
            title: CallProtectionMessage.INTERCEPTIONS_EMPTY,
            description: '开启骚扰拦截后，被拦截的来电和短信会显示在这里',
            children: (
              <Button color="primary" size="small" onClick={() => navigate('/callProtection')}>
                去设置
              </Button>
            ),
          }}
        >
          {(items) => (
            <List header={`共${log.data?.pages[0]?.total ?? items.length}条拦截记录`} aria-label="拦截记录">
              {items.map((item) => (
                <List.Item
                  key={item.id}
                  description={`${formatMinuteTime(item.occurredAt)} · ${describeLength(item)}`}
                  extra={<span className="call-interception-reason">{item.reasonText}</span>}
                >
                  <span className={item.kind === 'sms' ? 'call-interception-kind call-interception-kind-sms' : 'call-interception-kind'}>
                    {item.kind === 'sms' ? '短信' : '来电'}
                  </span>
                  {item.otherParty}
                </List.Item>
              ))}
            </List>
          )}
        </InfiniteQueryView>
      )}
    </BoundPage>
  );
}
