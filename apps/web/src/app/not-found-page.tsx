import { Button, ErrorBlock } from 'antd-mobile';
import { useNavigate } from 'react-router';

export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <div className="page page-centered">
      <ErrorBlock status="empty" title="页面不存在" description="您访问的页面不存在或已下线" fullPage>
        <div className="page-actions">
          <Button block color="primary" onClick={() => navigate('/', { replace: true })}>
            返回首页
          </Button>
        </div>
      </ErrorBlock>
    </div>
  );
}
