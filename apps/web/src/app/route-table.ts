import type { ComponentType } from 'react';

// The one route table: every page with its metadata. Pages load lazily; this file imports no
// page code, so Node can read it too (`npm run catalog`).

export type PageLoader = () => Promise<ComponentType>;

export interface PageRoute {
  path: string;
  title: string;
  load: PageLoader;
  /** Keep the page mounted (state and scroll) when navigating away and back. */
  keepAlive?: boolean;
  /** Open without a subscriber token (agent and scanned-link pages). */
  loginExempt?: boolean;
}

export interface LayoutRoute extends PageRoute {
  /** Where the bare layout path redirects. */
  indexRedirect: string;
  children: PageRoute[];
}

export interface RedirectRoute {
  path: string;
  to: string;
}

export const hallRoute: LayoutRoute = {
  path: '/',
  title: '网上营业厅',
  keepAlive: true,
  indexRedirect: '/Recharge',
  load: () => import('../features/hall/pages/hall-page.tsx').then((module) => module.HallPage),
  children: [
    { path: '/Recharge', title: '充值缴费', load: () => import('../features/recharge/pages/recharge-tab-page.tsx').then((module) => module.RechargeTabPage) },
    { path: '/BusinessQuery', title: '业务查询', load: () => import('../features/hall/pages/business-query-page.tsx').then((module) => module.BusinessQueryPage) },
    { path: '/BusinessHandle', title: '业务办理', load: () => import('../features/hall/pages/business-handle-page.tsx').then((module) => module.BusinessHandlePage) },
    { path: '/PersonalInformation', title: '个人信息', load: () => import('../features/member/pages/personal-information-page.tsx').then((module) => module.PersonalInformationPage) },
  ],
};

export const layoutRoutes: LayoutRoute[] = [hallRoute];

export const pageRoutes: PageRoute[] = [
  { path: '/personal', title: '号码信息', load: () => import('../features/member/pages/personal-page.tsx').then((module) => module.PersonalPage) },
  { path: '/queryCard', title: '号卡查询', load: () => import('../features/cards/pages/query-card-page.tsx').then((module) => module.QueryCardPage) },
  { path: '/card', title: '号卡列表', load: () => import('../features/cards/pages/card-list-page.tsx').then((module) => module.CardListPage) },
  { path: '/transfer', title: '服务导航', load: () => import('../features/menu/pages/transfer-page.tsx').then((module) => module.TransferPage) },
  { path: '/cancel', title: '销户申请', load: () => import('../features/applications/pages/cancel-page.tsx').then((module) => module.CancelPage) },
  { path: '/cancelForm', title: '销户申请', load: () => import('../features/applications/pages/cancel-form-page.tsx').then((module) => module.CancelFormPage) },
  { path: '/auditCabcel', title: '销户申请', load: () => import('../features/applications/pages/audit-cancel-page.tsx').then((module) => module.AuditCancelPage) },
  { path: '/auditFail', title: '销户申请', load: () => import('../features/applications/pages/audit-fail-page.tsx').then((module) => module.AuditFailPage) },
  { path: '/transAcctS', title: '过户发起', load: () => import('../features/applications/pages/trans-acct-s-page.tsx').then((module) => module.TransAcctSPage) },
  { path: '/transAcctSForm', title: '过户发起申请', load: () => import('../features/applications/pages/trans-acct-s-form-page.tsx').then((module) => module.TransAcctSFormPage) },
  { path: '/transAcctSauditCabcel', title: '过户发起', load: () => import('../features/applications/pages/trans-acct-s-audit-page.tsx').then((module) => module.TransAcctSAuditPage) },
  { path: '/transAcctSauditFail', title: '过户发起', load: () => import('../features/applications/pages/trans-acct-s-fail-page.tsx').then((module) => module.TransAcctSFailPage) },
  { path: '/transAcctT', title: '过户接收', load: () => import('../features/applications/pages/trans-acct-t-page.tsx').then((module) => module.TransAcctTPage) },
  { path: '/transAcctTForm', title: '过户接收申请', load: () => import('../features/applications/pages/trans-acct-t-form-page.tsx').then((module) => module.TransAcctTFormPage) },
  { path: '/transAcctTauditCabcel', title: '过户接收', load: () => import('../features/applications/pages/trans-acct-t-audit-page.tsx').then((module) => module.TransAcctTAuditPage) },
  { path: '/transAcctTauditFail', title: '过户接收', load: () => import('../features/applications/pages/trans-acct-t-fail-page.tsx').then((module) => module.TransAcctTFailPage) },
  { path: '/realName', title: '实名补录', load: () => import('../features/applications/pages/real-name-page.tsx').then((module) => module.RealNamePage) },
  { path: '/realResult', title: '实名补录', load: () => import('../features/applications/pages/real-result-page.tsx').then((module) => module.RealResultPage) },
  { path: '/realNameLink', title: '实名补录', loginExempt: true, load: () => import('../features/applications/pages/real-name-link-page.tsx').then((module) => module.RealNameLinkPage) },
  { path: '/realNameLinkForm', title: '实名补录', loginExempt: true, load: () => import('../features/applications/pages/real-name-link-form-page.tsx').then((module) => module.RealNameLinkFormPage) },
  { path: '/realNameLinkSuccess', title: '实名补录', loginExempt: true, load: () => import('../features/applications/pages/real-name-link-success-page.tsx').then((module) => module.RealNameLinkSuccessPage) },
  { path: '/realNameLinkError', title: '实名补录', loginExempt: true, load: () => import('../features/applications/pages/real-name-link-error-page.tsx').then((module) => module.RealNameLinkErrorPage) },
  { path: '/PersonageRealName', title: '实名补录', load: () => import('../features/applications/pages/personage-real-name-page.tsx').then((module) => module.PersonageRealNamePage) },
  { path: '/PersonageRealNameForm', title: '完善资料', load: () => import('../features/applications/pages/personage-real-name-form-page.tsx').then((module) => module.PersonageRealNameFormPage) },
];

export const redirectRoutes: RedirectRoute[] = [];

/** Every page route, including the layouts' children. */
export function listPageRoutes(): PageRoute[] {
  return [...layoutRoutes.flatMap((layout) => [layout, ...layout.children]), ...pageRoutes];
}

/** Every path the app serves, for the catalog and the route smoke test. */
export function listRoutePaths(): string[] {
  return [...listPageRoutes().map((route) => route.path), ...redirectRoutes.map((route) => route.path)];
}

const routesByPath = new Map(listPageRoutes().map((route) => [route.path.toLowerCase(), route]));

/** The route of a path, for guards, titles and menus (paths compare case-insensitively, as the router does). */
export function findRoute(path: string): PageRoute | undefined {
  const normalized = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return routesByPath.get(normalized.toLowerCase());
}

