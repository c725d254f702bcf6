import { List } from 'antd-mobile';
import { CheckShieldOutline, CloseShieldOutline, ExclamationShieldOutline, MessageOutline } from 'antd-mobile-icons';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { useOpenOnlineService } from '../../../shared/hooks/use-open-online-service.ts';
import { clearServicePhone } from '../api.ts';
import '../sms-register.css';

/** /SelectFunction: the 功能办理 menu of the SMS service; back forgets the stored phone. */
export function SelectFunctionPage() {
  const navigate = useNavigate();
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
        <List.Item prefix={<MessageOutline />} description="意见与建议" onClick={() => navigate('/CustomerService')} arrowIcon>
          客户服务
        </List.Item>
        <List.Item prefix={<ExclamationShieldOutline />} description="短信被误拦截？联系在线客服申诉" onClick={() => openOnlineService.mutate()} arrowIcon>
          拦截申诉
        </List.Item>
      </List>
    </div>
  );
}
