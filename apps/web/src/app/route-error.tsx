import { Button, ErrorBlock } from 'antd-mobile';
import { isRouteErrorResponse, useNavigate, useRouteError } from 'react-router';

/** Shown when a page fails to load or throws: a message and a way back. */
export function RouteError() {
  const error = useRouteError();
  const navigate = useNavigate();
  const isNotFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div className="page page-centered">
      <ErrorBlock
        status={isNotFound ? 'empty' : 'default'}
        title={isNotFound ? '页面不存在' : '页面加载失败'}
        description={isNotFound ? '您访问的页面不存在或已下线' : '请检查网络后重试'}
        fullPage
      >
        <div className="page-actions">
          {!isNotFound && (
            <Button block color="primary" onClick={() => window.location.reload()}>
              重新加载
            </Button>
          )}
          <Button block onClick={() => navigate('/', { replace: true })}>
            返回首页
          </Button>
        </div>
      </ErrorBlock>
    </div>
  );
}
