import { CALL_TYPE_TITLE, CallerMessage, CallType, OperType, isCancellable, type CallTypeValue } from '@hall/contract/caller/rules';
import { useQuery } from '@tanstack/react-query';
import { Button, Tag } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryParam } from '../../../shared/hooks/use-query-param.ts';
import { formatYuan, formatYuanShort } from '../../../shared/lib/format.ts';
import { formatDate } from '../../../shared/lib/format-date.ts';
import { buildPath } from '../../../shared/lib/navigation.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { callerServiceQuery, useOrderPackage } from '../api.ts';
import { OrderConfirmPopup } from '../components/order-confirm-popup.tsx';
import { QueryView } from '../../../shared/ui/query-view.tsx';
import '../caller.css';

function readCallType(value: string | null): CallTypeValue | null {
  const number = Number(value);
  return number === CallType.REMIND || number === CallType.DISPLAY || number === CallType.FORWARD ? number : null;
}

/** /PackageOpen?type=1|2|3: a caller service with its fee and state; open it or cancel it. */
export function PackageOpenPage() {
  const navigate = useNavigate();
  const callType = readCallType(useQueryParam('type'));
  const title = callType ? CALL_TYPE_TITLE[callType] : '来电业务';
  const service = useQuery(callerServiceQuery(callType));
  const orderPackage = useOrderPackage();
  const [popup, setPopup] = useState<'open' | 'cancel' | null>(null);
  const item = service.data?.item;

  const confirm = () => {
    const action = popup;
    setPopup(null);
    if (!item || !action) {
      return;
    }
    const showDone = () => {
      if (action === 'cancel') {
        navigate(buildPath('/quitRemindSuccess', { title: item.title }), { replace: true });
      } else if (item.callType === CallType.DISPLAY) {
        navigate('/packageOpenSuccess', { replace: true });
      } else {
        navigate(buildPath('/openRemindSuccess', { title: item.title }), { replace: true });
      }
    };
    orderPackage.mutate({ item, operType: action === 'open' ? OperType.OPEN : OperType.CANCEL }, { onSuccess: showDone });
  };

  const startOpen = () => {
    // Call forwarding is opened after the owner's face check, with the number calls go to.
    if (item?.callType === CallType.FORWARD) {
      navigate('/callDivert');
      return;
    }
    setPopup('open');
  };

  const content = callType ? (
    <QueryView query={service} loading={4} isEmpty={({ item }) => !item} empty={{ title: '暂无数据', description: '该业务暂未开放' }}>
      {({ item, balance }) => {
        if (!item) {
          return null;
        }
        const isOpen = item.status === 1;
        const isCancelled = item.status === 2;
        return (
          <>
            <section className="caller-card" aria-label={item.title}>
              <div className="caller-card-head">
                <h2 className="caller-card-title">{item.title}</h2>
                {isOpen && <Tag color="success">已开通</Tag>}
                {isCancelled && <Tag color="warning">已取消</Tag>}
                {item.status === 0 && <Tag color="default">未开通</Tag>}
              </div>
              <p className="caller-card-detail">{item.detail}</p>
              <ul className="caller-card-facts">
                {item.callType !== CallType.FORWARD && (
                  <li>
                    月功能费：<strong>{formatYuanShort(item.postage)}元/月</strong>
                  </li>
                )}
                {item.forwardTo && <li>呼转号码：{item.forwardTo}</li>}
                {isCancelled && <li>已取消，{formatDate(item.expiryTime)} 起失效</li>}
                <li>当前话费余额：{formatYuan(balance)}元</li>
              </ul>
            </section>
            <div className="page-actions">
              {!isOpen && (
                <Button block color="primary" onClick={startOpen}>
                  {isCancelled ? '重新开通' : '立即开通'}
                </Button>
              )}
              {isOpen && isCancellable(item.callType) && (
                <Button block color="danger" fill="outline" onClick={() => setPopup('cancel')}>
                  取消{item.title}
                </Button>
              )}
              {isOpen && !isCancellable(item.callType) && <p className="muted">您已开通{item.title}</p>}
            </div>
            <OrderConfirmPopup
              visible={popup === 'open'}
              title={`开通${item.title}`}
              note="开通后月功能费将从当前话费余额中扣除"
              onCancel={() => setPopup(null)}
              onConfirm={confirm}
            >
              <p className="caller-confirm-line">您即将开通{item.title}功能</p>
              {item.callType !== CallType.FORWARD && (
                <p className="caller-confirm-line">月功能费：{isCancelled ? '本月已支付' : `${formatYuanShort(item.postage)}元/月`}</p>
              )}
            </OrderConfirmPopup>
            <OrderConfirmPopup visible={popup === 'cancel'} title={`取消${item.title}`} onCancel={() => setPopup(null)} onConfirm={confirm}>
              <p className="caller-confirm-line">您确定要取消{item.title}功能吗？</p>
              {item.callType === CallType.REMIND && <p className="caller-confirm-line">取消后本月仍可使用，次月起失效</p>}
            </OrderConfirmPopup>
          </>
        );
      }}
    </QueryView>
  ) : (
    <EmptyState title={CallerMessage.SERVICE_NOT_FOUND} description="请从业务办理进入来电业务" />
  );

  return (
    <div className="page">
      <PageHeader title={title} />
      {content}
    </div>
  );
}
