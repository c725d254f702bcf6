import { App as AntApp, Button, ConfigProvider, Layout, Menu, Result, Space, Spin, Typography } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { StaffRole } from '@hall/contract/operation';
import { Navigate, Route, Routes, useLocation, useNavigate } from 'react-router';
import { call } from '../../../shared/api/call.ts';
import { consoleSessionQuery } from '../api.ts';
import '../console.css';
import { ConsoleLoginPage } from './console-login-page.tsx';
import { HallNoticePage } from './hall-notice-page.tsx';
import { OverviewPage } from './overview-page.tsx';
import { ReviewQueuePage } from './review-queue-page.tsx';
import { SandboxOutboxPage } from './sandbox-outbox-page.tsx';

interface ConsoleSection {
  path: string;
  title: string;
  roles: StaffRole[];
}

const SECTIONS: ConsoleSection[] = [
  { path: '/console', title: '概览', roles: [] },
  { path: '/console/review', title: '审核队列', roles: ['auditor'] },
  { path: '/console/notice', title: '大厅公告', roles: ['editor'] },
  { path: '/console/outbox', title: '短信收件箱（沙箱）', roles: [] },
];

function canOpen(roles: StaffRole[], section: ConsoleSection): boolean {
  return roles.includes('admin') || section.roles.length === 0 || section.roles.some((role) => roles.includes(role));
}

/** The operator console: its own login, a menu by role, and the sections. */
export function ConsoleApp() {
  const session = useQuery(consoleSessionQuery);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();

  const refreshSession = () => void queryClient.invalidateQueries({ queryKey: consoleSessionQuery.queryKey });
  const logOut = async () => {
    await call('CONSOLE_LOGOUT', {}, { isSilent: true }).catch(() => undefined);
    queryClient.removeQueries({ queryKey: ['console'] });
    navigate('/console', { replace: true });
  };

  let content;
  if (session.isPending) {
    content = <Spin size="large" className="console-loading" />;
  } else if (session.isError) {
    content = <ConsoleLoginPage onLoggedIn={refreshSession} />;
  } else {
    const roles = session.data.roles;
    const sections = SECTIONS.filter((section) => canOpen(roles, section));
    content = (
      <Layout className="console-layout">
        <Layout.Sider breakpoint="lg" collapsedWidth={0} theme="light">
          <div className="console-brand">营业厅运营后台</div>
          <Menu
            mode="inline"
            selectedKeys={[location.pathname.replace(/\/$/, '')]}
            items={sections.map((section) => ({ key: section.path, label: section.title }))}
            onClick={({ key }) => navigate(key)}
          />
        </Layout.Sider>
        <Layout>
          <Layout.Header className="console-header">
            <Space>
              <Typography.Text>{session.data.displayName}</Typography.Text>
              <Button onClick={() => void logOut()}>退出登录</Button>
            </Space>
          </Layout.Header>
          <Layout.Content className="console-content">
            <Routes>
              <Route index element={<OverviewPage />} />
              {sections.some((section) => section.path === '/console/review') && <Route path="review" element={<ReviewQueuePage />} />}
              {sections.some((section) => section.path === '/console/notice') && <Route path="notice" element={<HallNoticePage />} />}
              <Route path="outbox" element={<SandboxOutboxPage />} />
              <Route path="*" element={<Result status="404" title="页面不存在" extra={<Navigate to="/console" replace />} />} />
            </Routes>
          </Layout.Content>
        </Layout>
      </Layout>
    );
  }

  return (
    <ConfigProvider locale={zhCN} button={{ autoInsertSpace: false }}>
      <AntApp>{content}</AntApp>
    </ConfigProvider>
  );
}
