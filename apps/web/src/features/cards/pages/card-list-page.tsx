import { AuthType } from '@hall/contract/identity/rules';
import { List, Result, Skeleton, Tag } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useBackGuardEntry } from '../../../shared/hooks/use-back-guard-entry.ts';
import { useIdentityCheck } from '../../../shared/hooks/use-identity-check.ts';
import { useLeaveConfirm } from '../../../shared/hooks/use-leave-confirm.ts';
import { formatYuan } from '../../../shared/lib/format.ts';
import { formatDate } from '../../../shared/lib/format-date.ts';
import { showAlert } from '../../../shared/ui/dialogs.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
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

  let content;
  if (identity.state.status === 'idle') {
    content = <Result status="info" title="请先完成身份核验" description="请返回号卡查询页重新输入身份信息" />;
  } else if (identity.state.status === 'checking' || (bizNo && cards.isPending)) {
    content = (
      <div className="skeleton-block" aria-busy="true">
        <Skeleton.Paragraph lineCount={6} animated />
      </div>
    );
  } else if (identity.state.status === 'failed') {
    content = <Result status="error" title={cardLookupFailureText(identity.state.code, identity.state.message)} />;
  } else if (cards.isError) {
    content = <EmptyState title="查询失败" description="请返回重新查询" />;
  } else if (cards.data) {
    content = (
      <>
        <div className="page-section card-owner" aria-label="机主信息">
          <div>姓名：{cards.data.memberInfo.name}</div>
          <div>身份证号：{cards.data.memberInfo.idCardNumber}</div>
        </div>
        {cards.data.list.length === 0 ? (
          <EmptyState title="暂无数据" description="该身份下没有查询到号卡" />
        ) : (
          <List header={`共 ${cards.data.list.length} 张号卡`}>
            {cards.data.list.map((card) => (
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
    );
  }

  return (
    <div className="page">
      <PageHeader title="号卡列表" onBack={requestLeave} />
      {content}
    </div>
  );
}
