import { CardsMessage } from '@hall/contract/cards/rules';
import { AuthType } from '@hall/contract/identity/rules';
import { List, Result, Tag } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useBackGuardEntry } from '../../../shared/hooks/use-back-guard-entry.ts';
import { useIdentityCheck } from '../../../shared/hooks/use-identity-check.ts';
import { useLeaveConfirm } from '../../../shared/hooks/use-leave-confirm.ts';
import { formatYuan } from '../../../shared/lib/format.ts';
import { formatDate } from '../../../shared/lib/format-date.ts';
import { showAlert } from '../../../shared/ui/dialogs.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { CheckRequired } from '../../../shared/ui/check-required.tsx';
import { IdentityCheckView } from '../../../shared/ui/identity-check-view.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { QueryView } from '../../../shared/ui/query-view.tsx';
import { cardListQuery } from '../api.ts';
import { cardLookupFailureText } from '../lookup-failure.ts';

const NORMAL_SERVICE = '正常服务';

/**
 * /card: return route of the card-lookup check; lists the numbers under the identity. Leaving a
 * shown list asks first, by the header's back and the browser's back alike (the page is entered by
 * a full-page return from the face check, hence the extra history entry).
 */
export function CardListPage() {
  const navigate = useNavigate();
  const identity = useIdentityCheck({
    authType: AuthType.QUERY_PHONE,
    onFailed: ({ code, message }) => {
      void showAlert(cardLookupFailureText(code, message)).then(() => navigate('/queryCard', { replace: true }));
    },
  });
  const bizNo = identity.state.status === 'passed' ? identity.state.bizNo : null;
  const cards = useQuery({ ...cardListQuery(bizNo ?? ''), enabled: bizNo !== null });
  const isListShown = bizNo !== null && cards.data !== undefined;
  const { requestLeave } = useLeaveConfirm({ message: '确定要离开号卡列表吗？', leaveTo: '/queryCard', isEnabled: isListShown });
  useBackGuardEntry(isListShown);

  return (
    <div className="page">
      <PageHeader title="号卡列表" onBack={requestLeave} />
      <IdentityCheckView
        check={identity.state}
        loading={6}
        notStarted={<CheckRequired description="请返回号卡查询页重新输入身份信息" />}
        failed={({ code, message }) => <Result status="error" title={cardLookupFailureText(code, message)} />}
      >
        {() => (
          <QueryView query={cards} loading={6} failedTitle="查询失败">
            {({ memberInfo, list }) => (
              <>
                <div className="page-section card-owner" aria-label="机主信息">
                  <div>姓名：{memberInfo.name}</div>
                  <div>身份证号：{memberInfo.idCardNumber}</div>
                </div>
                {list.length === 0 ? (
                  <EmptyState title="暂无数据" description={CardsMessage.NO_CARD_UNDER_IDENTITY} />
                ) : (
                  <List header={`共 ${list.length} 张号卡`}>
                    {list.map((card) => (
                      <List.Item
                        key={card.mobileNumber}
                        title={card.packageName}
                        description={`入网时间 ${formatDate(card.time)} · 余额 ${formatYuan(card.balance)} 元`}
                        extra={card.status === NORMAL_SERVICE ? <Tag color="success">正常</Tag> : <Tag color="danger">欠费</Tag>}
                      >
                        {card.mobileNumber}
                      </List.Item>
                    ))}
                  </List>
                )}
              </>
            )}
          </QueryView>
        )}
      </IdentityCheckView>
    </div>
  );
}
