import type { SandboxSystem } from '@hall/contract/console-sandbox/rules';
import type { StaffRole } from '@hall/contract/operation';
import type { StaffOperationName } from '@hall/contract/staff-endpoints';
import { createElement, lazy, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { canCallStaffOperation, canCallStaffOperations } from './staff-access.ts';

/** Who opens a section: the staff member's roles and the outside systems now on their sandbox. */
export interface SectionAccess {
  roles: StaffRole[];
  sandboxSystems: SandboxSystem[];
}

/** A section's page: its code, loaded when first shown or ahead by `preload`, and how it is shown. */
export interface SectionPage {
  preload: () => Promise<unknown>;
  render: (access: SectionAccess) => ReactNode;
}

export interface ConsoleSection {
  /** Below /console; '' is the overview. */
  path: string;
  title: string;
  /**
   * The contract operations its page reads to open. The section is offered to whoever may call
   * them all, by their `staffRoles`, so the menu and the server never disagree on a role.
   */
  operations: readonly StaffOperationName[];
  /** Shown only while one of these systems is on its sandbox; absent: always. */
  sandboxSystems?: SandboxSystem[];
  page: SectionPage;
}

export interface SectionGroup {
  title: string;
  sections: ConsoleSection[];
}

type LazyPage<Props extends object> = LazyExoticComponent<ComponentType<Props>> & { preload: () => Promise<unknown> };

/**
 * A page module's component, loaded when its section is first shown (/console fetches the shell
 * and that page only) or ahead of it by `preload`. A failed load is tried again next time.
 */
function lazyPage<Props extends object>(load: () => Promise<ComponentType<Props>>): LazyPage<Props> {
  let loading: Promise<{ default: ComponentType<Props> }> | undefined;
  const loadOnce = () =>
    (loading ??= load().then(
      (Component) => ({ default: Component }),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  return Object.assign(lazy(loadOnce), { preload: loadOnce });
}

/** A section's page without props, or with the props it gets from who opens it. */
function showPage(page: LazyPage<object>): SectionPage;
function showPage<Props extends object>(page: LazyPage<Props>, propsFor: (access: SectionAccess) => Props): SectionPage;
function showPage<Props extends object>(page: LazyPage<Props>, propsFor?: (access: SectionAccess) => Props): SectionPage {
  return { preload: page.preload, render: (access) => (propsFor ? createElement(page, propsFor(access)) : createElement(page)) };
}

const OverviewPage = lazyPage(() => import('../console/pages/overview-page.tsx').then((module) => module.OverviewPage));
const ReviewQueuePage = lazyPage(() => import('../console/pages/review-queue-page.tsx').then((module) => module.ReviewQueuePage));
const HallNoticePage = lazyPage(() => import('../console/pages/hall-notice-page.tsx').then((module) => module.HallNoticePage));
const BoardModerationPage = lazyPage(() => import('../console-board/pages/board-moderation-page.tsx').then((module) => module.BoardModerationPage));
const CustomersPage = lazyPage(() => import('../console-customers/pages/customers-page.tsx').then((module) => module.CustomersPage));
const NumberRecordPage = lazyPage(() => import('../console-numbers/pages/number-record-page.tsx').then((module) => module.NumberRecordPage));
const RealNameOrdersPage = lazyPage(() => import('../console-real-name/pages/real-name-orders-page.tsx').then((module) => module.RealNameOrdersPage));
const MemberDeletionsPage = lazyPage(() => import('../console-member-deletion/pages/member-deletions-page.tsx').then((module) => module.MemberDeletionsPage));
const ServiceQueuePage = lazyPage(() => import('../console-service/pages/service-queue-page.tsx').then((module) => module.ServiceQueuePage));
const AuditLogPage = lazyPage(() => import('../console-audit/pages/audit-log-page.tsx').then((module) => module.AuditLogPage));
const MemberActionsPage = lazyPage(() => import('../console-audit/pages/member-actions-page.tsx').then((module) => module.MemberActionsPage));
const RechargeProductsPage = lazyPage(() => import('../console-catalogue/pages/recharge-products-page.tsx').then((module) => module.RechargeProductsPage));
const AgentOffersPage = lazyPage(() => import('../console-catalogue/pages/agent-offers-page.tsx').then((module) => module.AgentOffersPage));
const DealersPage = lazyPage(() => import('../console-dealers/pages/dealers-page.tsx').then((module) => module.DealersPage));
const PartnerLinksPage = lazyPage(() => import('../console-dealers/pages/partner-links-page.tsx').then((module) => module.PartnerLinksPage));
const CommissionPage = lazyPage(() => import('../console-commission/pages/commission-page.tsx').then((module) => module.CommissionPage));
const ReconciliationPage = lazyPage(() => import('../console-reconciliation/pages/reconciliation-page.tsx').then((module) => module.ReconciliationPage));
const RefundsPage = lazyPage(() => import('../console-finance/pages/refunds-page.tsx').then((module) => module.RefundsPage));
const DebtsPage = lazyPage(() => import('../console-finance/pages/debts-page.tsx').then((module) => module.DebtsPage));
const BillingRunsPage = lazyPage(() => import('../console-finance/pages/billing-runs-page.tsx').then((module) => module.BillingRunsPage));
const CreditSettingsPage = lazyPage(() => import('../console-finance/pages/credit-settings-page.tsx').then((module) => module.CreditSettingsPage));
const GiftSettingsPage = lazyPage(() => import('../gift-settings/pages/gift-settings-page.tsx').then((module) => module.GiftSettingsPage));
const MarkedNumbersPage = lazyPage(() => import('../marked-numbers/pages/marked-numbers-page.tsx').then((module) => module.MarkedNumbersPage));
const InvoicesPage = lazyPage(() => import('../console-invoices/pages/invoices-page.tsx').then((module) => module.InvoicesPage));
const BannersPage = lazyPage(() => import('../console-content/pages/banners-page.tsx').then((module) => module.BannersPage));
const ActivitiesPage = lazyPage(() => import('../console-content/pages/activities-page.tsx').then((module) => module.ActivitiesPage));
const PointsProductsPage = lazyPage(() => import('../console-content/pages/points-products-page.tsx').then((module) => module.PointsProductsPage));
const PointsRulesPage = lazyPage(() => import('../console-content/pages/points-rules-page.tsx').then((module) => module.PointsRulesPage));
const PackagesPage = lazyPage(() => import('../console-content/pages/packages-page.tsx').then((module) => module.PackagesPage));
const CallerPackagesPage = lazyPage(() => import('../console-content/pages/caller-packages-page.tsx').then((module) => module.CallerPackagesPage));
const StoresPage = lazyPage(() => import('../console-content/pages/stores-page.tsx').then((module) => module.StoresPage));
const AgreementsPage = lazyPage(() => import('../console-texts/pages/agreements-page.tsx').then((module) => module.AgreementsPage));
const OnlineServicePage = lazyPage(() => import('../console-texts/pages/online-service-page.tsx').then((module) => module.OnlineServicePage));
const CooperationPage = lazyPage(() => import('../console-texts/pages/cooperation-page.tsx').then((module) => module.CooperationPage));
const StaffAccountsPage = lazyPage(() => import('../console-staff/pages/staff-accounts-page.tsx').then((module) => module.StaffAccountsPage));
const SandboxOutboxPage = lazyPage(() => import('../console-sandbox/pages/sandbox-outbox-page.tsx').then((module) => module.SandboxOutboxPage));
const SandboxMailPage = lazyPage(() => import('../console-sandbox/pages/sandbox-mail-page.tsx').then((module) => module.SandboxMailPage));
const SandboxStepsPage = lazyPage(() => import('../console-sandbox/pages/sandbox-steps-page.tsx').then((module) => module.SandboxStepsPage));

/** The console's menu: its groups and sections, in order. */
export const CONSOLE_GROUPS: SectionGroup[] = [
  {
    title: '运营',
    sections: [
      {
        path: '',
        title: '概览',
        operations: ['CONSOLE_OVERVIEW', 'CONSOLE_OVERVIEW_TRENDS'],
        page: showPage(OverviewPage, ({ roles }) => ({ canTopUp: canCallStaffOperation(roles, 'CONSOLE_FUND_POOL_TOP_UP') })),
      },
      { path: 'review', title: '审核队列', operations: ['CONSOLE_REVIEW_KINDS', 'CONSOLE_REVIEW_LIST'], page: showPage(ReviewQueuePage) },
      { path: 'board', title: '留言管理', operations: ['CONSOLE_BOARD_POSTS'], page: showPage(BoardModerationPage) },
      { path: 'customers', title: '客户视图', operations: ['CONSOLE_CUSTOMER_SEARCH'], page: showPage(CustomersPage, ({ roles }) => ({ roles })) },
      {
        path: 'numbers',
        title: '号码档案',
        operations: ['CONSOLE_NUMBER_RECORD'],
        page: showPage(NumberRecordPage, ({ roles }) => ({
          canRecordRefunds: canCallStaffOperation(roles, 'CONSOLE_REFUND_PAID'),
          canLiftLossReports: canCallStaffOperation(roles, 'CONSOLE_LIFT_LOSS_REPORT'),
          roles,
        })),
      },
      { path: 'real-name', title: '实名补录链接', operations: ['CONSOLE_REAL_NAME_ORDERS'], page: showPage(RealNameOrdersPage) },
      { path: 'service', title: '客服工单', operations: ['CONSOLE_SERVICE_ITEMS'], page: showPage(ServiceQueuePage) },
      { path: 'member-deletions', title: '会员信息删除', operations: ['CONSOLE_MEMBER_DELETIONS'], page: showPage(MemberDeletionsPage) },
      { path: 'marked-numbers', title: '标记号码', operations: ['CONSOLE_MARKED_NUMBERS'], page: showPage(MarkedNumbersPage) },
      { path: 'audit-log', title: '操作日志', operations: ['CONSOLE_AUDIT_LOG'], page: showPage(AuditLogPage) },
      { path: 'member-actions', title: '会员操作日志', operations: ['CONSOLE_MEMBER_ACTIONS'], page: showPage(MemberActionsPage) },
    ],
  },
  {
    title: '商品目录',
    sections: [
      { path: 'recharge-products', title: '充值产品', operations: ['CONSOLE_RECHARGE_PRODUCTS'], page: showPage(RechargeProductsPage) },
      { path: 'agent-offers', title: '开卡套餐', operations: ['CONSOLE_AGENT_OFFERS', 'CONSOLE_PACKAGES'], page: showPage(AgentOffersPage) },
    ],
  },
  {
    title: '渠道管理',
    sections: [
      { path: 'dealers', title: '经销商', operations: ['CONSOLE_DEALERS'], page: showPage(DealersPage) },
      { path: 'partner-links', title: '合作链接', operations: ['CONSOLE_PARTNER_LINKS'], page: showPage(PartnerLinksPage) },
      { path: 'commission', title: '佣金', operations: ['CONSOLE_COMMISSION_RULES', 'CONSOLE_DEALERS'], page: showPage(CommissionPage) },
    ],
  },
  {
    title: '财务',
    sections: [
      { path: 'reconciliation', title: '财务对账', operations: ['CONSOLE_RECONCILIATION_DAYS'], page: showPage(ReconciliationPage) },
      { path: 'refunds', title: '退款', operations: ['CONSOLE_REFUNDS'], page: showPage(RefundsPage) },
      { path: 'debts', title: '欠款', operations: ['CONSOLE_DEBTS'], page: showPage(DebtsPage) },
      { path: 'billing-runs', title: '出账批次', operations: ['CONSOLE_BILLING_RUNS'], page: showPage(BillingRunsPage) },
      { path: 'credit-settings', title: '信控设置', operations: ['CONSOLE_CREDIT_SETTINGS'], page: showPage(CreditSettingsPage) },
      { path: 'gift-settings', title: '转赠设置', operations: ['CONSOLE_GIFT_SETTINGS'], page: showPage(GiftSettingsPage) },
      {
        path: 'invoices',
        title: '发票管理',
        operations: ['CONSOLE_INVOICES'],
        page: showPage(InvoicesPage, ({ roles }) => ({
          canReverse: canCallStaffOperation(roles, 'CONSOLE_REVERSE_INVOICE'),
          canResend: canCallStaffOperation(roles, 'CONSOLE_RESEND_INVOICE'),
        })),
      },
    ],
  },
  {
    title: '内容管理',
    sections: [
      { path: 'banners', title: '横幅', operations: ['CONSOLE_BANNERS'], page: showPage(BannersPage) },
      { path: 'activities', title: '活动', operations: ['CONSOLE_ACTIVITIES'], page: showPage(ActivitiesPage) },
      { path: 'points-products', title: '积分商品', operations: ['CONSOLE_POINTS_PRODUCTS'], page: showPage(PointsProductsPage) },
      { path: 'points-rules', title: '积分规则', operations: ['CONSOLE_POINTS_SETTINGS'], page: showPage(PointsRulesPage) },
      { path: 'packages', title: '套餐', operations: ['CONSOLE_PACKAGES'], page: showPage(PackagesPage) },
      { path: 'caller-packages', title: '来电套餐', operations: ['CONSOLE_CALLER_PACKAGES'], page: showPage(CallerPackagesPage) },
      { path: 'stores', title: '门店', operations: ['CONSOLE_STORES'], page: showPage(StoresPage) },
      { path: 'notice', title: '大厅公告', operations: ['CONSOLE_HALL_NOTICE'], page: showPage(HallNoticePage) },
      { path: 'agreements', title: '入网协议', operations: ['CONSOLE_AGREEMENTS'], page: showPage(AgreementsPage) },
      { path: 'online-service', title: '在线客服', operations: ['CONSOLE_CHAT_SETTINGS'], page: showPage(OnlineServicePage) },
      { path: 'cooperation', title: '商务合作', operations: ['CONSOLE_COOPERATION'], page: showPage(CooperationPage) },
    ],
  },
  {
    title: '系统设置',
    sections: [{ path: 'staff', title: '员工账号', operations: ['CONSOLE_STAFF_LIST'], page: showPage(StaffAccountsPage) }],
  },
  {
    title: '沙箱演示',
    sections: [
      {
        path: 'outbox',
        title: '短信收件箱',
        operations: ['CONSOLE_SANDBOX_OUTBOX', 'CONSOLE_SANDBOX_WECHAT_OUTBOX'],
        sandboxSystems: ['sms', 'wechat'],
        page: showPage(SandboxOutboxPage, ({ sandboxSystems }) => ({ systems: sandboxSystems })),
      },
      { path: 'mail', title: '邮件发件箱', operations: ['CONSOLE_SANDBOX_MAILS'], sandboxSystems: ['mail'], page: showPage(SandboxMailPage) },
      {
        path: 'sandbox',
        title: '演示步骤',
        operations: ['CONSOLE_SANDBOX_STEPS'],
        sandboxSystems: ['wechat', 'invoice', 'demo'],
        page: showPage(SandboxStepsPage, ({ sandboxSystems }) => ({ systems: sandboxSystems })),
      },
    ],
  },
];

/** Whether the section is in this staff member's menu: its systems on their sandbox (if it needs one), its operations theirs to call. */
export function isSectionOpen(section: ConsoleSection, { roles, sandboxSystems }: SectionAccess): boolean {
  const isOn = !section.sandboxSystems || section.sandboxSystems.some((system) => sandboxSystems.includes(system));
  return isOn && canCallStaffOperations(roles, section.operations);
}

/** The groups with the sections this staff member may open; a group left empty is dropped. */
export function listOpenGroups(access: SectionAccess): SectionGroup[] {
  return CONSOLE_GROUPS.map((group) => ({ ...group, sections: group.sections.filter((section) => isSectionOpen(section, access)) })).filter(
    (group) => group.sections.length > 0,
  );
}
