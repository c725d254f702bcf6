import { App as AntApp, Button, ConfigProvider, Layout, Menu, Result, Space, Typography } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { useQuery } from '@tanstack/react-query';
import type { SandboxSystem } from '@hall/contract/console-sandbox/rules';
import type { StaffRole } from '@hall/contract/operation';
import { useState, type ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation, useNavigate } from 'react-router';
import { ConsoleLoading } from '../components/console-loading.tsx';
import { consoleSessionQuery, useLogOut } from '../api.ts';
import { consoleTheme } from '../console-theme.ts';
import '../console.css';
import { prefersReducedMotion } from '../../../shared/motion/reduced-motion.ts';
import { ActivitiesPage } from './activities-page.tsx';
import { AgentOffersPage } from './agent-offers-page.tsx';
import { AgreementsPage } from './agreements-page.tsx';
import { AuditLogPage } from './audit-log-page.tsx';
import { BannersPage } from './banners-page.tsx';
import { BoardModerationPage } from './board-moderation-page.tsx';
import { CallerPackagesPage } from './caller-packages-page.tsx';
import { ConsoleLoginPage } from './console-login-page.tsx';
import { DealersPage } from './dealers-page.tsx';
import { CooperationPage } from './cooperation-page.tsx';
import { HallNoticePage } from './hall-notice-page.tsx';
import { NumberRecordPage } from './number-record-page.tsx';
import { OnlineServicePage } from './online-service-page.tsx';
import { OverviewPage } from './overview-page.tsx';
import { PackagesPage } from './packages-page.tsx';
import { PartnerLinksPage } from './partner-links-page.tsx';
import { PointsProductsPage } from './points-products-page.tsx';
import { PointsRulesPage } from './points-rules-page.tsx';
import { RealNameOrdersPage } from './real-name-orders-page.tsx';
import { RechargeProductsPage } from './recharge-products-page.tsx';
import { InvoicesPage } from './invoices-page.tsx';
import { ReconciliationPage } from './reconciliation-page.tsx';
import { ReviewQueuePage } from './review-queue-page.tsx';
import { SandboxMailPage } from './sandbox-mail-page.tsx';
import { SandboxOutboxPage } from './sandbox-outbox-page.tsx';
import { SandboxStepsPage } from './sandbox-steps-page.tsx';
import { ServiceQueuePage } from './service-queue-page.tsx';
import { StoresPage } from './stores-page.tsx';

interface ConsoleSection {
  /** Below /console; '' is the overview. */
  path: string;
  title: string;
  /** Who sees it besides admin; empty: every staff member. */
  roles: StaffRole[];
  /** Shown only while one of these systems is on its sandbox; absent: always. */
  sandboxSystems?: SandboxSystem[];
  render: (roles: StaffRole[], sandboxSystems: SandboxSystem[]) => ReactNode;
}

interface SectionGroup {
  title: string;
  sections: ConsoleSection[];
}

const GROUPS: SectionGroup[] = [
  {
    title: '运营',
    sections: [
      { path: '', title: '概览', roles: [], render: (roles) => <OverviewPage roles={roles} /> },
      { path: 'review', title: '审核队列', roles: ['auditor'], render: () => <ReviewQueuePage /> },
      { path: 'board', title: '留言管理', roles: ['service'], render: () => <BoardModerationPage /> },
      {
        path: 'numbers',
        title: '号码档案',
        roles: ['service', 'auditor'],
        render: (roles) => (
          <NumberRecordPage canRecordRefunds={roles.includes('admin')} canLiftLossReports={roles.includes('admin') || roles.includes('service')} />
        ),
      },
      { path: 'real-name', title: '实名补录链接', roles: ['service'], render: () => <RealNameOrdersPage /> },
      { path: 'service', title: '客服工单', roles: ['service'], render: () => <ServiceQueuePage /> },
      { path: 'audit-log', title: '操作日志', roles: ['auditor'], render: () => <AuditLogPage /> },
    ],
  },
  {
    title: '商品目录',
    sections: [
      { path: 'recharge-products', title: '充值产品', roles: ['editor'], render: () => <RechargeProductsPage /> },
      { path: 'agent-offers', title: '开卡套餐', roles: ['editor'], render: () => <AgentOffersPage /> },
    ],
  },
  {
    title: '渠道管理',
    sections: [
      { path: 'dealers', title: '经销商', roles: ['admin'], render: () => <DealersPage /> },
      { path: 'partner-links', title: '合作链接', roles: ['admin'], render: () => <PartnerLinksPage /> },
    ],
  },
  {
    title: '财务',
    sections: [
      { path: 'reconciliation', title: '财务对账', roles: ['admin'], render: () => <ReconciliationPage /> },
      { path: 'invoices', title: '发票管理', roles: ['service', 'auditor'], render: (roles) => <InvoicesPage canReverse={roles.includes('admin')} /> },
    ],
  },
  {
    title: '内容管理',
    sections: [
      { path: 'banners', title: '横幅', roles: ['editor'], render: () => <BannersPage /> },
      { path: 'activities', title: '活动', roles: ['editor'], render: () => <ActivitiesPage /> },
      { path: 'points-products', title: '积分商品', roles: ['editor'], render: () => <PointsProductsPage /> },
      { path: 'points-rules', title: '积分规则', roles: ['editor'], render: () => <PointsRulesPage /> },
      { path: 'packages', title: '套餐', roles: ['editor'], render: () => <PackagesPage /> },
      { path: 'caller-packages', title: '来电套餐', roles: ['editor'], render: () => <CallerPackagesPage /> },
      { path: 'stores', title: '门店', roles: ['editor'], render: () => <StoresPage /> },
      { path: 'notice', title: '大厅公告', roles: ['editor'], render: () => <HallNoticePage /> },
      { path: 'agreements', title: '入网协议', roles: ['editor'], render: () => <AgreementsPage /> },
      { path: 'online-service', title: '在线客服', roles: ['editor'], render: () => <OnlineServicePage /> },
      { path: 'cooperation', title: '商务合作', roles: ['editor'], render: () => <CooperationPage /> },
    ],
  },
  {
    title: '沙箱演示',
    sections: [
      {
        path: 'outbox',
        title: '短信收件箱',
        roles: [],
        sandboxSystems: ['sms', 'wechat'],
        render: (_roles, systems) => <SandboxOutboxPage systems={systems} />,
      },
      { path: 'mail', title: '邮件发件箱', roles: [], sandboxSystems: ['mail'], render: () => <SandboxMailPage /> },
      {
        path: 'sandbox',
        title: '演示步骤',
        roles: [],
        sandboxSystems: ['wechat', 'invoice', 'demo'],
        render: (_roles, systems) => <SandboxStepsPage systems={systems} />,
      },
    ],
  },
];

function canOpen(roles: StaffRole[], sandboxSystems: SandboxSystem[], section: ConsoleSection): boolean {
  const isOn = !section.sandboxSystems || section.sandboxSystems.some((system) => sandboxSystems.includes(system));
  return isOn && (roles.includes('admin') || section.roles.length === 0 || section.roles.some((role) => roles.includes(role)));
}

const menuKeyOf = (section: ConsoleSection) => (section.path ? `/console/${section.path}` : '/console');

/** The operator console: its own login, a menu by role (and by the systems on their sandbox), and the sections. */
export function ConsoleApp() {
  // Read once: a new theme object on every render would make antd work its tokens out again.
  const [theme] = useState(() => consoleTheme(prefersReducedMotion()));
  const session = useQuery(consoleSessionQuery);
  const logOut = useLogOut();
  const navigate = useNavigate();
  const location = useLocation();

  let content;
  if (session.isPending) {
    content = <ConsoleLoading label="正在加载" size="large" />;
  } else if (session.isError) {
    content = <ConsoleLoginPage />;
  } else {
    const { roles, sandboxSystems } = session.data;
    const groups = GROUPS.map((group) => ({ ...group, sections: group.sections.filter((section) => canOpen(roles, sandboxSystems, section)) })).filter(
      (group) => group.sections.length > 0,
    );
    const sections = groups.flatMap((group) => group.sections);
    content = (
      <Layout className="console-layout">
        <Layout.Sider breakpoint="lg" collapsedWidth={0} theme="light">
          <div className="console-brand">营业厅运营后台</div>
          <Menu
            mode="inline"
            selectedKeys={[location.pathname.replace(/\/$/, '')]}
            items={groups.map((group) => ({
              type: 'group' as const,
              key: group.title,
              label: group.title,
              children: group.sections.map((section) => ({ key: menuKeyOf(section), label: section.title })),
            }))}
            onClick={({ key }) => navigate(key)}
          />
        </Layout.Sider>
        <Layout>
          <Layout.Header className="console-header">
            <Space>
              <Typography.Text>{session.data.displayName}</Typography.Text>
              <Button onClick={() => logOut.mutate(undefined, { onSettled: () => navigate('/console', { replace: true }) })}>退出登录</Button>
            </Space>
          </Layout.Header>
          <Layout.Content className="console-content">
            <Routes>
              {sections.map((section) =>
                section.path ? (
                  <Route key={section.path} path={section.path} element={section.render(roles, sandboxSystems)} />
                ) : (
                  <Route key="overview" index element={section.render(roles, sandboxSystems)} />
                ),
              )}
              <Route path="*" element={<Result status="404" title="页面不存在" extra={<Navigate to="/console" replace />} />} />
            </Routes>
          </Layout.Content>
        </Layout>
      </Layout>
    );
  }

  return (
    <ConfigProvider locale={zhCN} theme={theme} button={{ autoInsertSpace: false }}>
      <AntApp>{content}</AntApp>
    </ConfigProvider>
  );
}
