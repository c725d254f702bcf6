import { describeInterceptionCount } from '@hall/contract/sms-register/rules';
import { useQuery } from '@tanstack/react-query';
import { List } from 'antd-mobile';
import {
  CheckShieldOutline,
  CloseShieldOutline,
  EditSOutline,
  ExclamationShieldOutline,
  MessageOutline,
  StopOutline,
  UnorderedListOutline,
} from 'antd-mobile-icons';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { QueryView } from '../../../shared/ui/query-view.tsx';
import { useOpenOnlineService } from '../../../shared/hooks/use-open-online-service.ts';
import { clearServicePhone, readServicePhone, smsInterceptionsQuery } from '../api.ts';
import '../sms-register.css';

/** 近30天已为您拦截 N 条短信 while it loads, failed or not (the records page says why). */
function InterceptionCount({ phone }: { phone: string }) {
  const interceptions = useQuery(smsInterceptionsQuery(phone, { isSilent: true }));
  return (
    <QueryView query={interceptions} loading="正在统计拦截的短信..." failed={() => '查看被拦截的短信'}>
      {({ total }) => describeInterceptionCount(total)}
    </QueryView>
  );
}

/**
 * /SelectFunction: the 功能办理 menu of the SMS service; back forgets the stored phone. Besides the
 * spec's four entries: 一站式登记 (/NoteRegister with the picked number) and 拦截记录 with the count
 * of the last 30 days, and 来电骚扰拦截 (/callProtection), call protection beyond SMS.
 */
export function SelectFunctionPage() {
  const navigate = useNavigate();
  const phone = readServicePhone();
  const openOnlineService = useOpenOnlineService({ loading: true });
  const goBack = () => {
    clearServicePhone();
    navigate('/', { replace: true });
  };
  return (
    <div className="page">
      <PageHeader title="功能办理" onBack={goBack} />
      <List header="请选择要办理的功能">
        <List.Item prefix={<CheckShieldOutline />} description="按行业拦截营销类短信" onClick={() => navigate('/RejectionBusiness')} arrowIcon>
          行业营销类别防护
        </List.Item>
        <List.Item prefix={<CloseShieldOutline />} description="拦截指定号码发送的短信" onClick={() => navigate('/RejectNumber')} arrowIcon>
          拒收号码防护
        </List.Item>
        <List.Item prefix={<StopOutline />} description="拦截骚扰、诈骗、推销来电及号段" onClick={() => navigate('/callProtection')} arrowIcon>
          来电骚扰拦截
        </List.Item>
        <List.Item prefix={<MessageOutline />} description="意见与建议" onClick={() => navigate('/CustomerService')} arrowIcon>
          客户服务
        </List.Item>
        <List.Item prefix={<ExclamationShieldOutline />} description="短信被误拦截？联系在线客服申诉" onClick={() => openOnlineService.mutate()} arrowIcon>
          拦截申诉
        </List.Item>
        {phone ? (
          <List.Item prefix={<EditSOutline />} description="行业和拒收号码一次登记" onClick={() => navigate(`/NoteRegister/${phone}`)} arrowIcon>
            一站式登记
          </List.Item>
        ) : null}
      </List>
      {phone ? (
        <List header="拦截效果">
          <List.Item
            prefix={<UnorderedListOutline />}
            description={<InterceptionCount phone={phone} />}
            onClick={() => navigate('/InterceptionRecords')}
            arrowIcon
          >
            拦截记录
          </List.Item>
        </List>
      ) : null}
    </div>
  );
}
