import type { QueryClient } from '@tanstack/react-query';
import { hallRoute } from './hall-route.ts';
import { page, type PageLoader, type PageModule } from './page-module.ts';
import { createRouteFinder } from './route-finder.ts';

export { hallRoute };
export type { PageLoader, PageModule };

// The one route table: every page with its metadata. Pages load lazily; this file imports no
// page code, so Node can read it too (`npm run catalog`). The hall and its tabs (hall-route.ts)
// come with the app's entry; the rest of this table is in the chunk of the other pages'
// loaders (page-modules.ts), fetched when the phone is idle or the first other page opens.

export interface PageRoute {
  path: string;
  title: string;
  /** The page's code: a page of the page-module map, or a loader of its own (the first route's pages, the console). */
  load: PageModule | PageLoader;
  /** Keep the page mounted (state and scroll) when navigating away and back. */
  keepAlive?: boolean;
  /** Open without a subscriber token (agent and scanned-link pages). */
  loginExempt?: boolean;
  /** Operator staff pages (desktop console): no subscriber login, no phone/WeChat check. */
  isStaffArea?: boolean;
  /** Starts loading the page's first data together with its code, not after its first render. */
  prefetch?: (queryClient: QueryClient) => Promise<unknown>;
  /** What the page needs besides its area's login, and where it sends the person without it (by design). */
  guard?: RouteGuard;
  /** A hand-off page: it does its work (a channel login) and goes on to this route. */
  handsOffTo?: string;
}

/**
 * Something a page needs that a link alone does not bring: an agent session (agent pages), the
 * number verified on /invoiceVerify, the number picked with 去登记 on /WillRegister, the face check
 * of a bind by face to read (/noCode, its return route).
 */
export type RouteNeed = 'agent-session' | 'verified-invoice-number' | 'sms-register-number' | 'bind-face-check';

export interface RouteGuard {
  needs: RouteNeed;
  /** Where the page sends the person when the need is not met. */
  otherwise: string;
}

const needsAgentSession: RouteGuard = { needs: 'agent-session', otherwise: '/login' };

export interface LayoutRoute extends PageRoute {
  /** Where the bare layout path redirects. */
  indexRedirect: string;
  children: PageRoute[];
}

export interface RedirectRoute {
  path: string;
  to: string;
}

/** Points: exchange and my points, switched by bottom tabs. */
export const integralRoute: LayoutRoute = {
  path: '/integral',
  title: '积分商城',
  keepAlive: true,
  indexRedirect: '/integral/pointsExchange',
  load: page('points/pages/integral-page', 'IntegralPage'),
  children: [
    { path: '/integral/pointsExchange', title: '积分兑换', load: page('points/pages/points-exchange-page', 'PointsExchangePage') },
    { path: '/integral/myPoints', title: '我的积分', load: page('points/pages/my-points-page', 'MyPointsPage') },
  ],
};

export const layoutRoutes: LayoutRoute[] = [hallRoute, integralRoute];

export const pageRoutes: PageRoute[] = [
  { path: '/personal', title: '号码信息', load: page('member/pages/personal-page', 'PersonalPage') },
  { path: '/personalInfo', title: '个人信息管理', load: page('personal-info/pages/personal-info-page', 'PersonalInfoPage') },
  { path: '/personalInfoCorrect', title: '更正个人信息', load: page('personal-info/pages/correct-profile-page', 'CorrectProfilePage') },
  { path: '/queryCard', title: '号卡查询', load: page('cards/pages/query-card-page', 'QueryCardPage') },
  { path: '/card', title: '号卡列表', load: page('cards/pages/card-list-page', 'CardListPage') },
  {
    path: '/console/*',
    title: '运营管理后台',
    isStaffArea: true,
    load: () => import('../features/console/shell/pages/console-app.tsx').then((module) => module.ConsoleApp),
  },
  { path: '/transfer', title: '服务导航', load: page('menu/pages/transfer-page', 'TransferPage') },
  { path: '/AccountBind', title: '账号绑定', load: page('account/pages/account-bind-page', 'AccountBindPage') },
  {
    path: '/noCode',
    title: '账号绑定',
    load: page('account/pages/no-code-page', 'NoCodePage'),
    guard: { needs: 'bind-face-check', otherwise: '/AccountBind' },
  },
  { path: '/myNumbers', title: '我的号码', load: page('member-numbers/pages/my-numbers-page', 'MyNumbersPage') },
  { path: '/numberHolders', title: '当前号码的绑定用户', load: page('member-numbers/pages/number-holders-page', 'NumberHoldersPage') },
  { path: '/bindingHistory', title: '绑定记录', load: page('member-numbers/pages/binding-history-page', 'BindingHistoryPage') },
  { path: '/relieve', title: '解除绑定', load: page('account/pages/relieve-page', 'RelievePage') },
  { path: '/relieveNot', title: '解除绑定', load: page('account/pages/relieve-not-page', 'RelieveNotPage') },
  { path: '/setPassword', title: '修改服务密码', load: page('password/pages/set-password-page', 'SetPasswordPage') },
  { path: '/notPassword', title: '忘记原密码', load: page('password/pages/not-password-page', 'NotPasswordPage') },
  { path: '/newPassword', title: '设置新密码', load: page('password/pages/new-password-page', 'NewPasswordPage') },
  { path: '/setSuccess', title: '更改成功', load: page('password/pages/set-success-page', 'SetSuccessPage') },
  { path: '/setFail', title: '更改失败', load: page('password/pages/set-fail-page', 'SetFailPage') },
  { path: '/changeCard', title: '补换卡', load: page('sim/pages/change-card-page', 'ChangeCardPage') },
  { path: '/changeCardForm', title: '补卡申请', load: page('sim/pages/change-card-form-page', 'ChangeCardFormPage') },
  { path: '/changeCardauditCabcel', title: '补卡申请', load: page('sim/pages/change-card-audit-cabcel-page', 'ChangeCardAuditCabcelPage') },
  { path: '/changeCardauditFail', title: '补卡申请', load: page('sim/pages/change-card-audit-fail-page', 'ChangeCardAuditFailPage') },
  { path: '/lossReport', title: '挂失/解挂', load: page('loss-report/pages/loss-report-page', 'LossReportPage') },
  { path: '/numberKeeping', title: '停机保号', load: page('number-keeping/pages/number-keeping-page', 'NumberKeepingPage') },
  { path: '/pukQuery', title: 'PUK码查询', load: page('number-keeping/pages/puk-query-page', 'PukQueryPage') },
  { path: '/PackageOpen', title: '来电业务', load: page('caller/pages/package-open-page', 'PackageOpenPage') },
  { path: '/openRemindSuccess', title: '开通成功', load: page('caller/pages/open-remind-success-page', 'OpenRemindSuccessPage') },
  { path: '/quitRemindSuccess', title: '退订成功', load: page('caller/pages/quit-remind-success-page', 'QuitRemindSuccessPage') },
  { path: '/packageOpenSuccess', title: '来电显示', load: page('caller/pages/package-open-success-page', 'PackageOpenSuccessPage') },
  { path: '/callDivert', title: '呼叫转移', load: page('caller/pages/call-divert-page', 'CallDivertPage') },
  { path: '/calldivertOrder', title: '呼叫转移', load: page('caller/pages/calldivert-order-page', 'CalldivertOrderPage') },
  { path: '/invoiceVerify', title: '发票验证', load: page('invoices/pages/invoice-verify-page', 'InvoiceVerifyPage') },
  { path: '/invoicenoCode', title: '发票验证', load: page('invoices/pages/invoice-no-code-page', 'InvoiceNoCodePage') },
  {
    path: '/invoiceList',
    title: '电子发票',
    load: page('invoices/pages/invoice-list-page', 'InvoiceListPage'),
    guard: { needs: 'verified-invoice-number', otherwise: '/invoiceVerify' },
  },
  { path: '/submitInvoice', title: '开具发票', load: page('invoices/pages/submit-invoice-page', 'SubmitInvoicePage') },
  { path: '/invoiceDetailPage', title: '重发发票', load: page('invoices/pages/invoice-detail-page', 'InvoiceDetailPage') },
  { path: '/addsite', title: '公司信息', load: page('invoices/pages/company-titles-page', 'CompanyTitlesPage') },
  { path: '/billing', title: '开票中', load: page('invoices/pages/billing-page', 'BillingPage') },
  { path: '/Invoice', title: '申请发票', load: page('invoices/pages/old-invoice-form-page', 'OldInvoiceFormPage') },
  { path: '/InvoiceSuccess', title: '发票详情', load: page('invoices/pages/old-invoice-success-page', 'OldInvoiceSuccessPage') },
  { path: '/state', title: '开票记录', load: page('invoices/pages/old-invoice-list-page', 'OldInvoiceListPage') },
  { path: '/mp', title: '服务导航', load: page('menu/pages/transfer-page', 'TransferPage') },
  { path: '/exchangeSuccess', title: '兑换成功', load: page('points/pages/exchange-success-page', 'ExchangeSuccessPage') },
  { path: '/exchangeFail', title: '兑换失败', load: page('points/pages/exchange-fail-page', 'ExchangeFailPage') },
  { path: '/myOrder', title: '积分订单', load: page('points/pages/my-order-page', 'MyOrderPage') },
  { path: '/integralDetails', title: '积分明细', load: page('points/pages/integral-details-page', 'IntegralDetailsPage') },
  { path: '/myRights', title: '我的权益', load: page('points/pages/my-rights-page', 'MyRightsPage') },
  { path: '/activity', title: '精彩活动', load: page('activities/pages/activity-page', 'ActivityPage') },
  { path: '/numberPurchase', title: '号码购买', load: page('number-pool/pages/number-purchase-page', 'NumberPurchasePage') },
  { path: '/activityDetails', title: '活动详情', load: page('activities/pages/activity-details-page', 'ActivityDetailsPage') },
  { path: '/proposal', title: '投诉专区', load: page('board/pages/proposal-page', 'ProposalPage') },
  { path: '/message', title: '留言板', keepAlive: true, load: page('board/pages/message-page', 'MessagePage') },
  { path: '/proposalDetail', title: '留言详情', load: page('board/pages/proposal-detail-page', 'ProposalDetailPage') },
  { path: '/other', title: '其他服务', load: page('other-services/pages/other-page', 'OtherPage') },
  { path: '/store', title: '附近门店', load: page('other-services/pages/store-page', 'StorePage') },
  { path: '/cooperate', title: '商务合作', load: page('other-services/pages/cooperate-page', 'CooperatePage') },
  { path: '/complain', title: '投诉举报', load: page('other-services/pages/complain-page', 'ComplainPage') },
  { path: '/complainSuccess', title: '提交成功', load: page('other-services/pages/complain-success-page', 'ComplainSuccessPage') },
  // Agent area (spec document 3): login-exempt pages check the browser only.
  { path: '/login', title: '代理商登录', loginExempt: true, load: page('agent/pages/login-page', 'LoginPage') },
  {
    path: '/OpenCardMessage',
    title: '开卡首页',
    loginExempt: true,
    load: page('agent/pages/open-card-message-page', 'OpenCardMessagePage'),
    guard: needsAgentSession,
  },
  { path: '/OpenCard', title: '开卡', loginExempt: true, load: page('agent/pages/open-card-page', 'OpenCardPage'), guard: needsAgentSession },
  { path: '/VnoOpenCard', title: '虚商开卡', loginExempt: true, load: page('agent/pages/open-card-page', 'VnoOpenCardPage'), guard: needsAgentSession },
  { path: '/OnlineOpenCard', title: '线上开卡', loginExempt: true, load: page('agent/pages/open-card-page', 'OnlineOpenCardPage'), guard: needsAgentSession },
  {
    path: '/agentOpenings',
    title: '我的开卡记录',
    loginExempt: true,
    load: page('agent/pages/agent-openings-page', 'AgentOpeningsPage'),
    guard: needsAgentSession,
  },
  {
    path: '/agentStock',
    title: '号码库存',
    loginExempt: true,
    load: page('agent/pages/agent-stock-page', 'AgentStockPage'),
    guard: needsAgentSession,
  },
  {
    path: '/agentFundPool',
    title: '资金池流水',
    loginExempt: true,
    load: page('agent/pages/fund-pool-page', 'FundPoolPage'),
    guard: needsAgentSession,
  },
  {
    path: '/agentCommission',
    title: '佣金结算',
    loginExempt: true,
    load: page('agent/pages/agent-commission-page', 'AgentCommissionPage'),
    guard: needsAgentSession,
  },
  { path: '/OpenPay', title: '开户缴费', loginExempt: true, load: page('agent/pages/open-pay-page', 'OpenPayPage'), guard: needsAgentSession },
  { path: '/VnoOpenPay', title: '开户缴费', loginExempt: true, load: page('agent/pages/open-pay-page', 'VnoOpenPayPage'), guard: needsAgentSession },
  { path: '/WxQuery', title: '支付确认', loginExempt: true, load: page('agent/pages/wx-query-page', 'WxQueryPage') },
  { path: '/VnoWxQuery', title: '支付确认', loginExempt: true, load: page('agent/pages/wx-query-page', 'VnoWxQueryPage') },
  { path: '/QRcodeVideo', title: '视频', loginExempt: true, load: page('agent/pages/qrcode-video-page', 'QrcodeVideoPage') },
  { path: '/linkExpired', title: '链接已失效', loginExempt: true, load: page('agent/pages/link-expired-page', 'LinkExpiredPage') },
  {
    path: '/DxLoginWithoutCodeForWechatAgent',
    title: '微信登录',
    loginExempt: true,
    load: page('agent/pages/partner-login-page', 'PartnerLoginPage'),
    handsOffTo: '/OpenCard',
  },
  {
    path: '/YhLoginWithoutCodeForWechatAgent',
    title: '微信登录',
    loginExempt: true,
    load: page('agent/pages/partner-login-page', 'PartnerLoginPage'),
    handsOffTo: '/OpenCard',
  },
  {
    path: '/SwLoginWithoutCodeForWechatAgent',
    title: '微信登录',
    loginExempt: true,
    load: page('agent/pages/partner-login-page', 'PartnerLoginPage'),
    handsOffTo: '/OpenCard',
  },
  {
    path: '/phLoginWithoutCodeForWechatAgent',
    title: '微信登录',
    loginExempt: true,
    load: page('agent/pages/partner-login-page', 'PartnerLoginPage'),
    handsOffTo: '/OpenCard',
  },
  {
    path: '/CyLoginWithoutCodeForWechatAgent',
    title: '微信登录',
    loginExempt: true,
    load: page('agent/pages/partner-login-page', 'PartnerLoginPage'),
    handsOffTo: '/VnoOpenCard?title=1',
  },
  {
    path: '/YyLoginWithoutCodeForWechatAgent',
    title: '微信登录',
    loginExempt: true,
    load: page('agent/pages/partner-login-page', 'PartnerLoginPage'),
    handsOffTo: '/VnoOpenCard?title=1',
  },
  {
    path: '/ZnLoginWithoutCodeForWechatAgent',
    title: '微信登录',
    loginExempt: true,
    load: page('agent/pages/partner-login-page', 'PartnerLoginPage'),
    handsOffTo: '/VnoOpenCard?title=1',
  },
  {
    path: '/ZyLoginWithoutCodeForWechatAgent',
    title: '微信登录',
    loginExempt: true,
    load: page('agent/pages/partner-login-page', 'PartnerLoginPage'),
    handsOffTo: '/VnoOpenCard?title=1',
  },
  {
    // Spec 3's ninth login-exempt partner path (docs/spec-conformance.md: eight or nine).
    path: '/HgxhLoginWithoutCodeForPc',
    title: '微信登录',
    loginExempt: true,
    load: page('agent/pages/partner-login-page', 'PartnerLoginPage'),
    handsOffTo: '/OpenCard',
  },
  { path: '/UniversalPay', title: '话费缴费', loginExempt: true, load: page('recharge/pages/universal-pay-page', 'UniversalPayPage') },
  { path: '/record', title: '充值记录', load: page('recharge/pages/recharge-record-page', 'RechargeRecordPage') },
  { path: '/paySuccess', title: '支付结果', load: page('recharge/pages/pay-success-page', 'PaySuccessPage') },
  { path: '/payFail', title: '支付结果', load: page('recharge/pages/pay-fail-page', 'PayFailPage') },
  { path: '/success', title: '订购结果', load: page('recharge/pages/flow-success-page', 'FlowSuccessPage') },
  { path: '/flowPayFali', title: '订购结果', load: page('recharge/pages/flow-pay-fail-page', 'FlowPayFailPage') },
  { path: '/fail', title: '订购结果', load: page('recharge/pages/recharge-fail-page', 'RechargeFailPage') },
  { path: '/setMeal', title: '套餐余量', load: page('queries/pages/set-meal-page', 'SetMealPage') },
  { path: '/orderbusine', title: '已订业务', load: page('queries/pages/order-business-page', 'OrderBusinessPage') },
  { path: '/balance', title: '余额查询', load: page('queries/pages/balance-page', 'BalancePage') },
  { path: '/bill', title: '账单查询', load: page('queries/pages/bill-page', 'BillPage') },
  { path: '/historyBill', title: '历史账单', load: page('queries/pages/history-bill-page', 'HistoryBillPage') },
  { path: '/billDetails', title: '账单详情', load: page('queries/pages/bill-details-page', 'BillDetailsPage') },
  { path: '/orderQuery', title: '订单查询', load: page('queries/pages/order-query-page', 'OrderQueryPage') },
  { path: '/orderDetail', title: '订单详情', load: page('queries/pages/order-detail-page', 'OrderDetailPage') },
  { path: '/mealDetails', title: '套餐详情', load: page('queries/pages/meal-details-page', 'MealDetailsPage') },
  { path: '/querySteps', title: '开卡记录查询', load: page('queries/pages/query-steps-page', 'QueryStepsPage') },
  { path: '/verification', title: '套餐变更', load: page('package-change/pages/verification-page', 'VerificationPage') },
  // Paths match case-insensitively, so this one entry serves /ChoosePackage as well.
  { path: '/Choosepackage', title: '变更套餐', load: page('package-change/pages/choose-package-page', 'ChoosePackagePage') },
  { path: '/PackageDetails', title: '套餐详情', load: page('package-change/pages/package-details-page', 'PackageDetailsPage') },
  { path: '/ChangeSucces', title: '套餐已受理', load: page('package-change/pages/change-success-page', 'ChangeSuccessPage') },
  { path: '/gift', title: '转赠', load: page('gift/pages/gift-page', 'GiftPage') },
  { path: '/giftRecords', title: '转赠记录', load: page('gift/pages/gift-records-page', 'GiftRecordsPage') },
  { path: '/usageAlerts', title: '用量提醒', load: page('usage-alerts/pages/usage-alerts-page', 'UsageAlertsPage') },
  { path: '/usageAlertOff', title: '关闭用量提醒', loginExempt: true, load: page('usage-alerts/pages/usage-alert-off-page', 'UsageAlertOffPage') },
  { path: '/autoRecharge', title: '自动充值', load: page('auto-top-up/pages/auto-top-up-page', 'AutoTopUpPage') },
  { path: '/callDetail', title: '详单查询', load: page('usage-detail/pages/call-detail-page', 'CallDetailPage') },
  { path: '/callProtection', title: '骚扰拦截', load: page('call-protection/pages/call-protection-page', 'CallProtectionPage') },
  { path: '/callInterceptions', title: '拦截记录', load: page('call-protection/pages/call-interceptions-page', 'CallInterceptionsPage') },
  { path: '/WillRegister', title: '短信免打扰服务', load: page('sms-register/pages/will-register-page', 'WillRegisterPage') },
  { path: '/UserAgreement', title: '用户服务协议', load: page('sms-register/pages/user-agreement-page', 'UserAgreementPage') },
  { path: '/SelectFunction', title: '功能办理', load: page('sms-register/pages/select-function-page', 'SelectFunctionPage') },
  {
    path: '/RejectionBusiness',
    title: '行业营销类别防护',
    load: page('sms-register/pages/rejection-business-page', 'RejectionBusinessPage'),
    guard: { needs: 'sms-register-number', otherwise: '/WillRegister' },
  },
  {
    path: '/RejectNumber',
    title: '拒收号码防护',
    load: page('sms-register/pages/reject-number-page', 'RejectNumberPage'),
    guard: { needs: 'sms-register-number', otherwise: '/WillRegister' },
  },
  {
    path: '/NoteRegister/:phone?',
    title: '短信意愿登记',
    load: page('sms-register/pages/note-register-page', 'NoteRegisterPage'),
    guard: { needs: 'sms-register-number', otherwise: '/BusinessHandle' },
  },
  {
    path: '/InterceptionRecords',
    title: '拦截记录',
    load: page('sms-register/pages/interception-records-page', 'InterceptionRecordsPage'),
    guard: { needs: 'sms-register-number', otherwise: '/WillRegister' },
  },
  { path: '/CustomerService', title: '客户服务', load: page('sms-register/pages/customer-service-page', 'CustomerServicePage') },
  { path: '/InternationalBusiness', title: '国际业务', load: page('international/pages/international-business-page', 'InternationalBusinessPage') },
  { path: '/cancel', title: '销户申请', load: page('applications/pages/cancel-page', 'CancelPage') },
  { path: '/cancelForm', title: '销户申请', load: page('applications/pages/cancel-form-page', 'CancelFormPage') },
  { path: '/auditCabcel', title: '销户申请', load: page('applications/pages/audit-cancel-page', 'AuditCancelPage') },
  { path: '/auditFail', title: '销户申请', load: page('applications/pages/audit-fail-page', 'AuditFailPage') },
  { path: '/transAcctS', title: '过户发起', load: page('applications/pages/trans-acct-s-page', 'TransAcctSPage') },
  { path: '/transAcctSForm', title: '过户发起申请', load: page('applications/pages/trans-acct-s-form-page', 'TransAcctSFormPage') },
  { path: '/transAcctSauditCabcel', title: '过户发起', load: page('applications/pages/trans-acct-s-audit-page', 'TransAcctSAuditPage') },
  { path: '/transAcctSauditFail', title: '过户发起', load: page('applications/pages/trans-acct-s-fail-page', 'TransAcctSFailPage') },
  { path: '/transAcctT', title: '过户接收', load: page('applications/pages/trans-acct-t-page', 'TransAcctTPage') },
  { path: '/transAcctTForm', title: '过户接收申请', load: page('applications/pages/trans-acct-t-form-page', 'TransAcctTFormPage') },
  { path: '/transAcctTauditCabcel', title: '过户接收', load: page('applications/pages/trans-acct-t-audit-page', 'TransAcctTAuditPage') },
  { path: '/transAcctTauditFail', title: '过户接收', load: page('applications/pages/trans-acct-t-fail-page', 'TransAcctTFailPage') },
  { path: '/realName', title: '实名补录', load: page('applications/pages/real-name-page', 'RealNamePage') },
  { path: '/realResult', title: '实名补录', load: page('applications/pages/real-result-page', 'RealResultPage') },
  { path: '/realNameLink', title: '实名补录', loginExempt: true, load: page('applications/pages/real-name-link-page', 'RealNameLinkPage') },
  { path: '/realNameLinkForm', title: '实名补录', loginExempt: true, load: page('applications/pages/real-name-link-form-page', 'RealNameLinkFormPage') },
  {
    path: '/realNameLinkSuccess',
    title: '实名补录',
    loginExempt: true,
    load: page('applications/pages/real-name-link-success-page', 'RealNameLinkSuccessPage'),
  },
  { path: '/realNameLinkError', title: '实名补录', loginExempt: true, load: page('applications/pages/real-name-link-error-page', 'RealNameLinkErrorPage') },
  { path: '/PersonageRealName', title: '实名补录', load: page('applications/pages/personage-real-name-page', 'PersonageRealNamePage') },
  { path: '/PersonageRealNameForm', title: '完善资料', load: page('applications/pages/personage-real-name-form-page', 'PersonageRealNameFormPage') },
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

/** The route of a path, for guards, titles and menus (paths compare case-insensitively, as the router does). */
export const findRoute = createRouteFinder(listPageRoutes());
