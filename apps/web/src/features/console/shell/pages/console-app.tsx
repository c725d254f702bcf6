import { App as AntApp, Button, ConfigProvider, Layout, Menu, Result, Space, Typography } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useEffect, useMemo, useState } from 'react';
import { Navigate, Route, Routes, useLocation, useNavigate } from 'react-router';
import { ConsoleLoading } from '../components/console-loading.tsx';
import { consoleTheme } from '../console-theme.ts';
import { listOpenGroups, type ConsoleSection, type SectionAccess } from '../console-sections.ts';
import { consoleSessionQuery, useLogOut } from '../session-api.ts';
import '../console.css';
import { prefersReducedMotion } from '../../../../shared/motion/reduced-motion.ts';
import { ConsoleLoginPage } from './console-login-page.tsx';
import { TotpEnrolPage } from './totp-enrol-page.tsx';

const menuKeyOf = (section: ConsoleSection) => (section.path ? `/console/${section.path}` : '/console');

/**
 * Once the page shown first has its code and the browser is idle, fetches the code of the other
 * sections in this staff member's menu, so opening one from the menu waits for its data only, as
 * it did when the console was one chunk. A section whose code fails here is fetched again when
 * opened.
 */
function usePreloadedSections(access: SectionAccess | null, firstPath: string) {
  useEffect(() => {
    if (!access) {
      return;
    }
    const sections = listOpenGroups(access).flatMap((group) => group.sections);
    const first = sections.find((section) => menuKeyOf(section) === firstPath);
    let isCancelled = false;
    let cancelWait = () => {};
    const preloadTheRest = () => {
      for (const section of sections) {
        void section.page.preload().catch(() => undefined);
      }
    };
    void (first ? first.page.preload() : Promise.resolve())
      .catch(() => undefined)
      .then(() => {
        if (isCancelled) {
          return;
        }
        if ('requestIdleCallback' in window) {
          const handle = window.requestIdleCallback(preloadTheRest, { timeout: 3000 });
          cancelWait = () => window.cancelIdleCallback(handle);
        } else {
          const timer = setTimeout(preloadTheRest, 1000);
          cancelWait = () => clearTimeout(timer);
        }
      });
    return () => {
      isCancelled = true;
      cancelWait();
    };
  }, [access, firstPath]);
}

/** The operator console: its own login, a menu by role (and by the systems on their sandbox), and the sections. */
export function ConsoleApp() {
  // Read once: a new theme object on every render would make antd work its tokens out again.
  const [theme] = useState(() => consoleTheme(prefersReducedMotion()));
  const session = useQuery(consoleSessionQuery);
  const logOut = useLogOut();
  const navigate = useNavigate();
  const location = useLocation();
  const access = useMemo(() => (session.data ? { roles: session.data.roles, sandboxSystems: session.data.sandboxSystems } : null), [session.data]);
  const [firstPath] = useState(() => location.pathname.replace(/\/$/, ''));
  const [isEnrolling, setIsEnrolling] = useState(false);
  usePreloadedSections(access, firstPath);

  let content;
  if (session.isPending) {
    content = <ConsoleLoading label="正在加载" size="large" />;
  } else if (session.isError) {
    content = <ConsoleLoginPage />;
  } else if (session.data.mustEnrolTotp) {
    content = (
      <div className="console-login">
        <TotpEnrolPage
          displayName={session.data.displayName}
          isRequired
          onLeave={() => logOut.mutate(undefined, { onSettled: () => navigate('/console', { replace: true }) })}
        />
      </div>
    );
  } else if (access) {
    const groups = listOpenGroups(access);
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
              {!session.data.hasTotp && !isEnrolling && <Button onClick={() => setIsEnrolling(true)}>绑定动态口令</Button>}
              <Button onClick={() => logOut.mutate(undefined, { onSettled: () => navigate('/console', { replace: true }) })}>退出登录</Button>
            </Space>
          </Layout.Header>
          <Layout.Content className="console-content">
            {/* Each section's page is its own chunk, fetched when it is first shown; the menu stays meanwhile. */}
            {isEnrolling ? (
              <TotpEnrolPage
                displayName={session.data.displayName}
                isRequired={false}
                onLeave={() => setIsEnrolling(false)}
                onDone={() => setIsEnrolling(false)}
              />
            ) : (
              <Suspense fallback={<ConsoleLoading label="正在加载" size="large" />}>
                <Routes>
                  {sections.map((section) =>
                    section.path ? (
                      <Route key={section.path} path={section.path} element={section.page.render(access)} />
                    ) : (
                      <Route key="overview" index element={section.page.render(access)} />
                    ),
                  )}
                  <Route path="*" element={<Result status="404" title="页面不存在" extra={<Navigate to="/console" replace />} />} />
                </Routes>
              </Suspense>
            )}
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
