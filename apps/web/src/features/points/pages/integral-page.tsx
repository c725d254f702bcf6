import { TabBar } from 'antd-mobile';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { PullRefresh } from '../../../shared/ui/pull-refresh.tsx';
import '../points.css';

const INTEGRAL_TABS = [
  { key: '/integral/pointsExchange', title: '积分兑换' },
  { key: '/integral/myPoints', title: '我的积分' },
];

/** /integral: exchange (tab 0) and my points (tab 1), switched by bottom tabs. */
export function IntegralPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const activeTab = INTEGRAL_TABS.find((tab) => tab.key.toLowerCase() === location.pathname.toLowerCase()) ?? INTEGRAL_TABS[0];
  return (
    <div className="integral">
      <PageHeader title={activeTab?.title ?? '积分商城'} backTo="/" />
      <PullRefresh>
        <Outlet />
      </PullRefresh>
      <nav className="integral-tab-bar" aria-label="积分商城">
        <TabBar activeKey={activeTab?.key ?? null} onChange={(key) => navigate(key, { replace: true })}>
          {INTEGRAL_TABS.map((tab) => (
            <TabBar.Item key={tab.key} title={tab.title} icon={<span aria-hidden="true">{tab.key.endsWith('myPoints') ? '☺' : '★'}</span>} />
          ))}
        </TabBar>
      </nav>
    </div>
  );
}
