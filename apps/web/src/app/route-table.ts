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
  /** Operator staff pages (desktop console): no subscriber login, no phone/WeChat check. */
  isStaffArea?: boolean;
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
  {
    path: '/console/*',
    title: '运营管理后台',
    isStaffArea: true,
    load: () => import('../features/console/pages/console-app.tsx').then((module) => module.ConsoleApp),
  },
  { path: '/transfer', title: '服务导航', load: () => import('../features/menu/pages/transfer-page.tsx').then((module) => module.TransferPage) },
  { path: '/AccountBind', title: '账号绑定', load: () => import('../features/account/pages/account-bind-page.tsx').then((module) => module.AccountBindPage) },
  { path: '/noCode', title: '账号绑定', load: () => import('../features/account/pages/no-code-page.tsx').then((module) => module.NoCodePage) },
  { path: '/relieve', title: '解除绑定', load: () => import('../features/account/pages/relieve-page.tsx').then((module) => module.RelievePage) },
  { path: '/relieveNot', title: '解除绑定', load: () => import('../features/account/pages/relieve-not-page.tsx').then((module) => module.RelieveNotPage) },
  { path: '/setPassword', title: '修改服务密码', load: () => import('../features/password/pages/set-password-page.tsx').then((module) => module.SetPasswordPage) },
  { path: '/notPassword', title: '忘记原密码', load: () => import('../features/password/pages/not-password-page.tsx').then((module) => module.NotPasswordPage) },
  { path: '/newPassword', title: '设置新密码', load: () => import('../features/password/pages/new-password-page.tsx').then((module) => module.NewPasswordPage) },
  { path: '/setSuccess', title: '更改成功', load: () => import('../features/password/pages/set-success-page.tsx').then((module) => module.SetSuccessPage) },
  { path: '/setFail', title: '更改失败', load: () => import('../features/password/pages/set-fail-page.tsx').then((module) => module.SetFailPage) },
  { path: '/changeCard', title: '补换卡', load: () => import('../features/sim/pages/change-card-page.tsx').then((module) => module.ChangeCardPage) },
  { path: '/changeCardForm', title: '补卡申请', load: () => import('../features/sim/pages/change-card-form-page.tsx').then((module) => module.ChangeCardFormPage) },
  { path: '/changeCardauditCabcel', title: '补卡申请', load: () => import('../features/sim/pages/change-card-audit-cabcel-page.tsx').then((module) => module.ChangeCardAuditCabcelPage) },
  { path: '/changeCardauditFail', title: '补卡申请', load: () => import('../features/sim/pages/change-card-audit-fail-page.tsx').then((module) => module.ChangeCardAuditFailPage) },
  { path: '/PackageOpen', title: '来电业务', load: () => import('../features/caller/pages/package-open-page.tsx').then((module) => module.PackageOpenPage) },
  { path: '/openRemindSuccess', title: '开通成功', load: () => import('../features/caller/pages/open-remind-success-page.tsx').then((module) => module.OpenRemindSuccessPage) },
  { path: '/quitRemindSuccess', title: '取消成功', load: () => import('../features/caller/pages/quit-remind-success-page.tsx').then((module) => module.QuitRemindSuccessPage) },
  { path: '/packageOpenSuccess', title: '来电显示', load: () => import('../features/caller/pages/package-open-success-page.tsx').then((module) => module.PackageOpenSuccessPage) },
  { path: '/callDivert', title: '呼叫转移', load: () => import('../features/caller/pages/call-divert-page.tsx').then((module) => module.CallDivertPage) },
  { path: '/calldivertOrder', title: '呼叫转移', load: () => import('../features/caller/pages/calldivert-order-page.tsx').then((module) => module.CalldivertOrderPage) },
  { path: '/invoiceVerify', title: '发票验证', load: () => import('../features/invoices/pages/invoice-verify-page.tsx').then((module) => module.InvoiceVerifyPage) },
  { path: '/invoicenoCode', title: '发票验证', load: () => import('../features/invoices/pages/invoice-no-code-page.tsx').then((module) => module.InvoiceNoCodePage) },
  { path: '/invoiceList', title: '电子发票', load: () => import('../features/invoices/pages/invoice-list-page.tsx').then((module) => module.InvoiceListPage) },
  { path: '/submitInvoice', title: '开具发票', load: () => import('../features/invoices/pages/submit-invoice-page.tsx').then((module) => module.SubmitInvoicePage) },
  { path: '/invoiceDetailPage', title: '重发发票', load: () => import('../features/invoices/pages/invoice-detail-page.tsx').then((module) => module.InvoiceDetailPage) },
  { path: '/addsite', title: '公司信息', load: () => import('../features/invoices/pages/company-titles-page.tsx').then((module) => module.CompanyTitlesPage) },
  { path: '/billing', title: '开票中', load: () => import('../features/invoices/pages/billing-page.tsx').then((module) => module.BillingPage) },
  { path: '/Invoice', title: '申请发票', load: () => import('../features/invoices/pages/old-invoice-form-page.tsx').then((module) => module.OldInvoiceFormPage) },
  { path: '/InvoiceSuccess', title: '发票详情', load: () => import('../features/invoices/pages/old-invoice-success-page.tsx').then((module) => module.OldInvoiceSuccessPage) },
  { path: '/state', title: '开票记录', load: () => import('../features/invoices/pages/old-invoice-list-page.tsx').then((module) => module.OldInvoiceListPage) },
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

const splatRoutes = listPageRoutes().filter((route) => route.path.endsWith('/*'));

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
  const lowered = normalized.toLowerCase();
  return (
    routesByPath.get(lowered) ??
    parameterRoutes.find((entry) => entry.pattern.test(normalized))?.route ??
    splatRoutes.find((route) => {
      const base = route.path.slice(0, -2).toLowerCase();
      return lowered === base || lowered.startsWith(`${base}/`);
    })
  );
}
