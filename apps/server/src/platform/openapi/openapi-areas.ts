import { accountEndpoints } from '@hall/contract/account/endpoints';
import { activitiesEndpoints } from '@hall/contract/activities/endpoints';
import { agentLoginEndpoints, agentRecordsEndpoints, openingEndpoints, openingPaymentEndpoints } from '@hall/contract/agent/endpoints';
import { applicationsEndpoints } from '@hall/contract/applications/endpoints';
import { authEndpoints } from '@hall/contract/auth/endpoints';
import { boardEndpoints } from '@hall/contract/board/endpoints';
import { callerEndpoints } from '@hall/contract/caller/endpoints';
import { cardsEndpoints } from '@hall/contract/cards/endpoints';
import { clientErrorsEndpoints } from '@hall/contract/client-errors/endpoints';
import { consoleBoardEndpoints } from '@hall/contract/console-board/endpoints';
import { consoleCatalogueEndpoints } from '@hall/contract/console-catalogue/endpoints';
import { consoleContentEndpoints } from '@hall/contract/console-content/endpoints';
import { consoleDealersEndpoints } from '@hall/contract/console-dealers/endpoints';
import { consoleInvoicesEndpoints } from '@hall/contract/console-invoices/endpoints';
import { consoleNumbersEndpoints } from '@hall/contract/console-numbers/endpoints';
import { consoleRealNameEndpoints } from '@hall/contract/console-real-name/endpoints';
import { consoleReconciliationEndpoints } from '@hall/contract/console-reconciliation/endpoints';
import { consoleSandboxEndpoints } from '@hall/contract/console-sandbox/endpoints';
import { consoleServiceEndpoints } from '@hall/contract/console-service/endpoints';
import { consoleTextsEndpoints } from '@hall/contract/console-texts/endpoints';
import { consoleAuditEndpoints } from '@hall/contract/console-audit/endpoints';
import { consoleEndpoints } from '@hall/contract/console/endpoints';
import type { OperationName } from '@hall/contract/endpoints';
import { hallEndpoints } from '@hall/contract/hall/endpoints';
import { identityEndpoints } from '@hall/contract/identity/endpoints';
import { invoicesEndpoints } from '@hall/contract/invoices/endpoints';
import { memberEndpoints } from '@hall/contract/member/endpoints';
import { otherServicesEndpoints } from '@hall/contract/other-services/endpoints';
import { packageChangeEndpoints } from '@hall/contract/package-change/endpoints';
import { passwordEndpoints } from '@hall/contract/password/endpoints';
import { pointsEndpoints } from '@hall/contract/points/endpoints';
import { queriesEndpoints } from '@hall/contract/queries/endpoints';
import { rechargeEndpoints } from '@hall/contract/recharge/endpoints';
import { simEndpoints } from '@hall/contract/sim/endpoints';
import { lossReportEndpoints } from '@hall/contract/loss-report/endpoints';
import { smsRegisterEndpoints } from '@hall/contract/sms-register/endpoints';
import { smsEndpoints } from '@hall/contract/sms/endpoints';
import { wechatEndpoints, wechatSubscriptionEndpoints } from '@hall/contract/wechat/endpoints';

/** A tag of the document: a feature area of the contract (its folder name) and whose it is. */
export interface ApiArea {
  tag: string;
  description: string;
  operations: readonly OperationName[];
}

const HALL = '会员大厅（微信内的用户端）';
const CONSOLE = '管理后台（运营人员）';
const AGENT = '代理商开卡';

const area = (tag: string, description: string, table: object): ApiArea => ({
  tag,
  description,
  operations: Object.keys(table) as OperationName[],
});

/** The areas in the order of the contract's registries; every operation is in exactly one. */
export const API_AREAS: readonly ApiArea[] = [
  area('auth', `${HALL}：登录`, authEndpoints),
  area('member', `${HALL}：会员信息与绑定手机号`, memberEndpoints),
  area('sms', `${HALL}：短信验证码`, smsEndpoints),
  area('identity', `${HALL}：身份核验（人脸）`, identityEndpoints),
  area('cards', `${HALL}：名下号码查询与承诺视频`, cardsEndpoints),
  area('hall', `${HALL}：首页（充值产品、微信昵称）`, hallEndpoints),
  area('account', `${HALL}：账户服务`, accountEndpoints),
  area('password', `${HALL}：服务密码`, passwordEndpoints),
  area('sim', `${HALL}：补换卡`, simEndpoints),
  area('loss-report', `${HALL}：挂失/解挂`, lossReportEndpoints),
  area('caller', `${HALL}：来电服务`, callerEndpoints),
  area('invoices', `${HALL}：电子发票`, invoicesEndpoints),
  area('points', `${HALL}：积分`, pointsEndpoints),
  area('activities', `${HALL}：活动`, activitiesEndpoints),
  area('board', `${HALL}：留言板`, boardEndpoints),
  area('other-services', `${HALL}：其他服务（门店、商务合作、投诉）`, otherServicesEndpoints),
  area('recharge', `${HALL}：充值（微信支付）`, rechargeEndpoints),
  area('queries', `${HALL}：账单、余额、用量与订单查询`, queriesEndpoints),
  area('package-change', `${HALL}：套餐变更`, packageChangeEndpoints),
  area('sms-register', `${HALL}：短信业务登记`, smsRegisterEndpoints),
  area('applications', `${HALL}：业务申请`, applicationsEndpoints),
  area('wechat', `${HALL}：微信 JS-SDK 签名配置`, wechatEndpoints),
  area('wechat-subscriptions', `${HALL}：微信订阅消息`, wechatSubscriptionEndpoints),
  area('client-errors', '网页（大厅、代理商、管理后台）上报自身未捕获的错误', clientErrorsEndpoints),
  area('console', `${CONSOLE}：登录、会话、概览、大厅公告、审核队列、短信发件箱`, consoleEndpoints),
  area('console-board', `${CONSOLE}：留言板管理`, consoleBoardEndpoints),
  area('console-catalogue', `${CONSOLE}：充值产品与代理商套餐`, consoleCatalogueEndpoints),
  area('console-content', `${CONSOLE}：横幅、活动、积分商品、套餐资费、来电服务、门店`, consoleContentEndpoints),
  area('console-dealers', `${CONSOLE}：资金池、渠道、代理商与卡库存`, consoleDealersEndpoints),
  area('console-invoices', `${CONSOLE}：发票管理`, consoleInvoicesEndpoints),
  area('console-numbers', `${CONSOLE}：号码档案`, consoleNumbersEndpoints),
  area('console-real-name', `${CONSOLE}：实名补登记链接`, consoleRealNameEndpoints),
  area('console-reconciliation', `${CONSOLE}：对账`, consoleReconciliationEndpoints),
  area('console-sandbox', `${CONSOLE}：沙箱工具（仅沙箱）`, consoleSandboxEndpoints),
  area('console-service', `${CONSOLE}：投诉与反馈`, consoleServiceEndpoints),
  area('console-texts', `${CONSOLE}：入网协议、客服对话与合作文案`, consoleTextsEndpoints),
  area('console-audit', `${CONSOLE}：操作日志`, consoleAuditEndpoints),
  area('agent-login', `${AGENT}：验证码与登录`, agentLoginEndpoints),
  area('agent-opening', `${AGENT}：开卡步骤`, openingEndpoints),
  area('agent-opening-payment', `${AGENT}：开卡支付`, openingPaymentEndpoints),
  area('agent-records', `${AGENT}：开卡记录`, agentRecordsEndpoints),
];
