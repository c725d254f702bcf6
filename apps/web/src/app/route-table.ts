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

/** Points: exchange and my points, switched by bottom tabs. */
export const integralRoute: LayoutRoute = {
  path: '/integral',
  title: '积分商城',
  keepAlive: true,
  indexRedirect: '/integral/pointsExchange',
  load: () => import('../features/points/pages/integral-page.tsx').then((module) => module.IntegralPage),
  children: [
    { path: '/integral/pointsExchange', title: '积分兑换', load: () => import('../features/points/pages/points-exchange-page.tsx').then((module) => module.PointsExchangePage) },
    { path: '/integral/myPoints', title: '我的积分', load: () => import('../features/points/pages/my-points-page.tsx').then((module) => module.MyPointsPage) },
  ],
};

export const layoutRoutes: LayoutRoute[] = [hallRoute, integralRoute];

export const pageRoutes: PageRoute[] = [
  { path: '/personal', title: '号码信息', load: () => import('../features/member/pages/personal-page.tsx').then((module) => module.PersonalPage) },
  { path: '/queryCard', title: '号卡查询', load: () => import('../features/cards/pages/query-card-page.tsx').then((module) => module.QueryCardPage) },
  { path: '/card', title: '号卡列表', load: () => import('../features/cards/pages/card-list-page.tsx').then((module) => module.CardListPage) },
  { path: '/transfer', title: '服务导航', load: () => import('../features/menu/pages/transfer-page.tsx').then((module) => module.TransferPage) },
  { path: '/mp', title: '服务导航', load: () => import('../features/menu/pages/transfer-page.tsx').then((module) => module.TransferPage) },
  { path: '/exchangeSuccess', title: '兑换成功', load: () => import('../features/points/pages/exchange-success-page.tsx').then((module) => module.ExchangeSuccessPage) },
  { path: '/exchangeFail', title: '兑换失败', load: () => import('../features/points/pages/exchange-fail-page.tsx').then((module) => module.ExchangeFailPage) },
  { path: '/myOrder', title: '积分订单', load: () => import('../features/points/pages/my-order-page.tsx').then((module) => module.MyOrderPage) },
  { path: '/integralDetails', title: '积分明细', load: () => import('../features/points/pages/integral-details-page.tsx').then((module) => module.IntegralDetailsPage) },
  { path: '/activity', title: '精彩活动', load: () => import('../features/activities/pages/activity-page.tsx').then((module) => module.ActivityPage) },
  { path: '/activityDetails', title: '活动详情', load: () => import('../features/activities/pages/activity-details-page.tsx').then((module) => module.ActivityDetailsPage) },
  { path: '/proposal', title: '投诉专区', load: () => import('../features/board/pages/proposal-page.tsx').then((module) => module.ProposalPage) },
  { path: '/message', title: '留言板', keepAlive: true, load: () => import('../features/board/pages/message-page.tsx').then((module) => module.MessagePage) },
  { path: '/proposalDetail', title: '留言详情', load: () => import('../features/board/pages/proposal-detail-page.tsx').then((module) => module.ProposalDetailPage) },
  { path: '/other', title: '其他服务', load: () => import('../features/other-services/pages/other-page.tsx').then((module) => module.OtherPage) },
  { path: '/store', title: '附近门店', load: () => import('../features/other-services/pages/store-page.tsx').then((module) => module.StorePage) },
  { path: '/cooperate', title: '商务合作', load: () => import('../features/other-services/pages/cooperate-page.tsx').then((module) => module.CooperatePage) },
  { path: '/complain', title: '投诉举报', load: () => import('../features/other-services/pages/complain-page.tsx').then((module) => module.ComplainPage) },
  { path: '/complainSuccess', title: '提交成功', load: () => import('../features/other-services/pages/complain-success-page.tsx').then((module) => module.ComplainSuccessPage) },
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

