import { isRouteErrorResponse, useNavigate, useRouteError } from 'react-router';

/** Shown when a page fails to load or throws: a message and a way back (no UI kit: it must always render). */
export function RouteError() {
  const error = useRouteError();
  const navigate = useNavigate();
  const isNotFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div className="page page-centered">
      <div className="plain-result" role="alert">
        <h1 className="plain-result-title">{isNotFound ? '页面不存在' : '页面加载失败'}</h1>
        <p className="muted">{isNotFound ? '您访问的页面不存在或已下线' : '请检查网络后重试'}</p>
        <div className="page-actions">
          {!isNotFound && (
            <button type="button" className="plain-button plain-button-primary" onClick={() => window.location.reload()}>
              重新加载
            </button>
          )}
          <button type="button" className="plain-button" onClick={() => navigate('/', { replace: true })}>
            返回首页
          </button>
        </div>
      </div>
    </div>
  );
}
