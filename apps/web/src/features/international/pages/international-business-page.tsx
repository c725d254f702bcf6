import { Result } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { HotlineLink } from '../../../shared/ui/hotline.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';

/** /InternationalBusiness: international services are handled by phone (the configured hotline); back replaces to the root. */
export function InternationalBusinessPage() {
  const navigate = useNavigate();
  return (
    <div className="page">
      <PageHeader title="国际业务" onBack={() => navigate('/', { replace: true })} />
      <Result
        status="info"
        title="国际业务"
        description={
          <>
            如需办理此业务，请拨打客服电话：
            <HotlineLink />
          </>
        }
      />
    </div>
  );
}
