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
  // Agent area (spec document 3): login-exempt pages check the browser only.
  { path: '/login', title: '代理商登录', loginExempt: true, load: () => import('../features/agent/pages/login-page.tsx').then((module) => module.LoginPage) },
  { path: '/OpenCardMessage', title: '开卡首页', loginExempt: true, load: () => import('../features/agent/pages/open-card-message-page.tsx').then((module) => module.OpenCardMessagePage) },
  { path: '/OpenCard', title: '开卡', loginExempt: true, load: () => import('../features/agent/pages/open-card-page.tsx').then((module) => module.OpenCardPage) },
  { path: '/VnoOpenCard', title: '虚商开卡', loginExempt: true, load: () => import('../features/agent/pages/open-card-page.tsx').then((module) => module.VnoOpenCardPage) },
  { path: '/OnlineOpenCard', title: '线上开卡', loginExempt: true, load: () => import('../features/agent/pages/open-card-page.tsx').then((module) => module.OnlineOpenCardPage) },
  { path: '/OpenPay', title: '开户缴费', loginExempt: true, load: () => import('../features/agent/pages/open-pay-page.tsx').then((module) => module.OpenPayPage) },
  { path: '/VnoOpenPay', title: '开户缴费', loginExempt: true, load: () => import('../features/agent/pages/open-pay-page.tsx').then((module) => module.VnoOpenPayPage) },
  { path: '/WxQuery', title: '支付确认', loginExempt: true, load: () => import('../features/agent/pages/wx-query-page.tsx').then((module) => module.WxQueryPage) },
  { path: '/VnoWxQuery', title: '支付确认', loginExempt: true, load: () => import('../features/agent/pages/wx-query-page.tsx').then((module) => module.VnoWxQueryPage) },
  { path: '/QRcodeVideo', title: '视频', loginExempt: true, load: () => import('../features/agent/pages/qrcode-video-page.tsx').then((module) => module.QrcodeVideoPage) },
  { path: '/linkExpired', title: '链接已失效', loginExempt: true, load: () => import('../features/agent/pages/link-expired-page.tsx').then((module) => module.LinkExpiredPage) },
  { path: '/DxLoginWithoutCodeForWechatAgent', title: '微信登录', loginExempt: true, load: () => import('../features/agent/pages/partner-login-page.tsx').then((module) => module.PartnerLoginPage) },
  { path: '/YhLoginWithoutCodeForWechatAgent', title: '微信登录', loginExempt: true, load: () => import('../features/agent/pages/partner-login-page.tsx').then((module) => module.PartnerLoginPage) },
  { path: '/SwLoginWithoutCodeForWechatAgent', title: '微信登录', loginExempt: true, load: () => import('../features/agent/pages/partner-login-page.tsx').then((module) => module.PartnerLoginPage) },
  { path: '/phLoginWithoutCodeForWechatAgent', title: '微信登录', loginExempt: true, load: () => import('../features/agent/pages/partner-login-page.tsx').then((module) => module.PartnerLoginPage) },
  { path: '/CyLoginWithoutCodeForWechatAgent', title: '微信登录', loginExempt: true, load: () => import('../features/agent/pages/partner-login-page.tsx').then((module) => module.PartnerLoginPage) },
  { path: '/YyLoginWithoutCodeForWechatAgent', title: '微信登录', loginExempt: true, load: () => import('../features/agent/pages/partner-login-page.tsx').then((module) => module.PartnerLoginPage) },
  { path: '/ZnLoginWithoutCodeForWechatAgent', title: '微信登录', loginExempt: true, load: () => import('../features/agent/pages/partner-login-page.tsx').then((module) => module.PartnerLoginPage) },
  { path: '/ZyLoginWithoutCodeForWechatAgent', title: '微信登录', loginExempt: true, load: () => import('../features/agent/pages/partner-login-page.tsx').then((module) => module.PartnerLoginPage) },
  { path: '/HgxhLoginWithoutCodeForPc', title: '微信登录', load: () => import('../features/agent/pages/partner-login-page.tsx').then((module) => module.PartnerLoginPage) },
  { path: '/UniversalPay', title: '话费缴费', loginExempt: true, load: () => import('../features/recharge/pages/universal-pay-page.tsx').then((module) => module.UniversalPayPage) },
  { path: '/record', title: '充值记录', load: () => import('../features/recharge/pages/recharge-record-page.tsx').then((module) => module.RechargeRecordPage) },
  { path: '/paySuccess', title: '支付结果', load: () => import('../features/recharge/pages/pay-success-page.tsx').then((module) => module.PaySuccessPage) },
  { path: '/payFail', title: '支付结果', load: () => import('../features/recharge/pages/pay-fail-page.tsx').then((module) => module.PayFailPage) },
  { path: '/success', title: '订购结果', load: () => import('../features/recharge/pages/flow-success-page.tsx').then((module) => module.FlowSuccessPage) },
  { path: '/flowPayFali', title: '订购结果', load: () => import('../features/recharge/pages/flow-pay-fail-page.tsx').then((module) => module.FlowPayFailPage) },
  { path: '/fail', title: '订购结果', load: () => import('../features/recharge/pages/recharge-fail-page.tsx').then((module) => module.RechargeFailPage) },
  { path: '/setMeal', title: '套餐余量', load: () => import('../features/queries/pages/set-meal-page.tsx').then((module) => module.SetMealPage) },
  { path: '/orderbusine', title: '已订业务', load: () => import('../features/queries/pages/order-business-page.tsx').then((module) => module.OrderBusinessPage) },
  { path: '/balance', title: '余额查询', load: () => import('../features/queries/pages/balance-page.tsx').then((module) => module.BalancePage) },
  { path: '/bill', title: '账单查询', load: () => import('../features/queries/pages/bill-page.tsx').then((module) => module.BillPage) },
  { path: '/historyBill', title: '历史账单', load: () => import('../features/queries/pages/history-bill-page.tsx').then((module) => module.HistoryBillPage) },
  { path: '/billDetails', title: '账单详情', load: () => import('../features/queries/pages/bill-details-page.tsx').then((module) => module.BillDetailsPage) },
  { path: '/orderQuery', title: '订单查询', load: () => import('../features/queries/pages/order-query-page.tsx').then((module) => module.OrderQueryPage) },
  { path: '/orderDetail', title: '订单详情', load: () => import('../features/queries/pages/order-detail-page.tsx').then((module) => module.OrderDetailPage) },
  { path: '/mealDetails', title: '套餐详情', load: () => import('../features/queries/pages/meal-details-page.tsx').then((module) => module.MealDetailsPage) },
  { path: '/querySteps', title: '开卡记录查询', load: () => import('../features/queries/pages/query-steps-page.tsx').then((module) => module.QueryStepsPage) },
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

