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
  { path: '/verification', title: '套餐变更', load: () => import('../features/package-change/pages/verification-page.tsx').then((module) => module.VerificationPage) },
  // Paths match case-insensitively, so this one entry serves /ChoosePackage as well.
  { path: '/Choosepackage', title: '变更套餐', load: () => import('../features/package-change/pages/choose-package-page.tsx').then((module) => module.ChoosePackagePage) },
  { path: '/PackageDetails', title: '套餐详情', load: () => import('../features/package-change/pages/package-details-page.tsx').then((module) => module.PackageDetailsPage) },
  { path: '/ChangeSucces', title: '套餐已受理', load: () => import('../features/package-change/pages/change-success-page.tsx').then((module) => module.ChangeSuccessPage) },
  { path: '/WillRegister', title: '短信免打扰服务', load: () => import('../features/sms-register/pages/will-register-page.tsx').then((module) => module.WillRegisterPage) },
  { path: '/UserAgreement', title: '用户服务协议', load: () => import('../features/sms-register/pages/user-agreement-page.tsx').then((module) => module.UserAgreementPage) },
  { path: '/SelectFunction', title: '功能办理', load: () => import('../features/sms-register/pages/select-function-page.tsx').then((module) => module.SelectFunctionPage) },
  { path: '/RejectionBusiness', title: '行业营销类别防护', load: () => import('../features/sms-register/pages/rejection-business-page.tsx').then((module) => module.RejectionBusinessPage) },
  { path: '/RejectNumber', title: '拒收号码防护', load: () => import('../features/sms-register/pages/reject-number-page.tsx').then((module) => module.RejectNumberPage) },
  { path: '/NoteRegister/:phone?', title: '短信意愿登记', load: () => import('../features/sms-register/pages/note-register-page.tsx').then((module) => module.NoteRegisterPage) },
  { path: '/CustomerService', title: '客户服务', load: () => import('../features/sms-register/pages/customer-service-page.tsx').then((module) => module.CustomerServicePage) },
  { path: '/InternationalBusiness', title: '国际业务', load: () => import('../features/international/pages/international-business-page.tsx').then((module) => module.InternationalBusinessPage) },
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

/** Routes with parameters (/NoteRegister/:phone?), matched by pattern. */
const parameterRoutes = listPageRoutes()
  .filter((route) => route.path.includes('/:'))
  .map((route) => ({
    route,
    pattern: new RegExp(
      `^${route.path.replace(/\/:[^/]+?(\?)?(?=\/|$)/g, (_segment, optional: string | undefined) => (optional ? '(?:/[^/]+)?' : '/[^/]+'))}$`,
      'i',
    ),
  }));

/** The route of a path, for guards, titles and menus (paths compare case-insensitively, as the router does). */
export function findRoute(path: string): PageRoute | undefined {
  const normalized = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return routesByPath.get(normalized.toLowerCase()) ?? parameterRoutes.find((entry) => entry.pattern.test(normalized))?.route;
}

