import type { OperationOutput } from '@hall/contract/schemas';
import { QueryView } from '../../../shared/ui/query-view.tsx';
import { boundPhoneOf } from '../../../shared/ui/bound-view.tsx';
import { BoundPage } from '../../../shared/ui/bound-page.tsx';
import { SmsRegisterFlag, SmsRegisterMessage } from '@hall/contract/sms-register/rules';
import { Button, Checkbox } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { formatDate } from '../../../shared/lib/format-date.ts';
import { useMember } from '../../../shared/member/use-member.ts';
import { showConfirm } from '../../../shared/ui/dialogs.ts';
import { HotlineLink } from '../../../shared/ui/hotline.tsx';
import { showToast } from '../../../shared/ui/toast.ts';
import { useOpenOnlineService } from '../../../shared/hooks/use-open-online-service.ts';
import { smsOrderQuery, useSetSmsSubscription, writeServicePhone } from '../api.ts';
import '../sms-register.css';

const ORDER_RISK_WARNING =
  '风险提示：订购后，您登记的行业类别及拒收号码发送的短信将被拦截，可能导致您收不到验证码、账单提醒、业务通知等信息，请谨慎登记。确定订购短信免打扰服务吗？';
const UNSUBSCRIBE_WARNING = '退订后，您已登记的行业类别和拒收号码将全部清除，相关短信将恢复正常接收。确定退订短信免打扰服务吗？';

/** /WillRegister: what the service does; 订购 when not ordered, 去登记 and 退订 when ordered. */
export function WillRegisterPage() {
  const navigate = useNavigate();
  const member = useMember();
  const phone = boundPhoneOf(member);
  const order = useQuery({ ...smsOrderQuery(phone), enabled: phone.length > 0 });
  const [isAgreed, setIsAgreed] = useState(false);
  const setSubscription = useSetSmsSubscription(phone);
  const openOnlineService = useOpenOnlineService({ loading: true });

  const orderService = async () => {
    if (!isAgreed) {
      showToast(SmsRegisterMessage.AGREEMENT_REQUIRED);
      return;
    }
    if (!(await showConfirm({ title: '风险提示', content: ORDER_RISK_WARNING, confirmText: '确定订购' }))) {
      return;
    }
    setSubscription.mutate(SmsRegisterFlag.ORDER, { onSuccess: () => showToast(SmsRegisterMessage.ORDERED) });
  };

  const unsubscribe = async () => {
    if (!(await showConfirm({ title: '退订确认', content: UNSUBSCRIBE_WARNING, confirmText: '确定退订' }))) {
      return;
    }
    setSubscription.mutate(SmsRegisterFlag.UNSUBSCRIBE, { onSuccess: () => showToast(SmsRegisterMessage.UNSUBSCRIBED) });
  };

  const goRegister = () => {
    writeServicePhone(phone);
    navigate('/SelectFunction');
  };

  const renderActions = (status: OperationOutput<'GET_SMSBYPHONE'>) => (
    <>
      {status.isOrdered && (
        <p className="sms-status" role="status">
          您已订购短信免打扰服务{status.orderedAt ? `（${formatDate(status.orderedAt)}订购）` : ''}
        </p>
      )}
      <div className="sms-agreement">
        <Checkbox checked={isAgreed} onChange={setIsAgreed}>
          我已阅读并同意
        </Checkbox>
        <Link to="/UserAgreement">《用户服务协议》</Link>
      </div>
      <div className="page-actions">
        {status.isOrdered ? (
          <>
            <Button block color="primary" onClick={goRegister}>
              去登记
            </Button>
            <Button block color="danger" fill="outline" onClick={() => void unsubscribe()}>
              退订
            </Button>
          </>
        ) : (
          <Button block color="primary" onClick={() => void orderService()}>
            订购
          </Button>
        )}
      </div>
    </>
  );

  const renderBody = () => (
    <>
      <section className="sms-intro" aria-label="服务说明">
        <h2>服务说明</h2>
        <p>
          短信免打扰服务是为用户免费提供的防骚扰服务。订购后，您可以按行业类别登记不愿接收的营销类短信，也可以登记拒收的号码，登记处理完成后，相应的短信将被拦截。
        </p>
        <p>本服务免费，您可随时修改登记内容或退订。</p>
        <p>
          如有疑问，请
          <button type="button" className="link-button" onClick={() => openOnlineService.mutate()}>
            点击这里
          </button>
          联系在线客服，或拨打客服热线
          <HotlineLink />。
        </p>
      </section>
      <QueryView query={order} loading={2} failedTitle="订购状态查询失败">
        {renderActions}
      </QueryView>
    </>
  );

  return (
    <BoundPage title="短信免打扰服务" backTo="/BusinessHandle" member={member} failedTitle="信息加载失败">
      {renderBody}
    </BoundPage>
  );
}
