import { useNavigate } from 'react-router';

/** Shown when a page fails to load or throws: a message and a way back (no UI kit: it must always render). */
export function RouteError() {
  const navigate = useNavigate();
  return (
    <div className="page page-centered">
      <div className="plain-result" role="alert">
        <h1 className="plain-result-title">页面加载失败</h1>
        <p className="muted">请检查网络后重试</p>
        <div className="page-actions">
          <button type="button" className="plain-button plain-button-primary" onClick={() => window.location.reload()}>
            重新加载
          </button>
          <button type="button" className="plain-button" onClick={() => navigate('/', { replace: true })}>
            返回首页
          </button>
        </div>
      </div>
    </div>
  );
}
