import type { ContractArea } from '../contract-area.ts';
import { wechatEndpoints, wechatSubscriptionEndpoints } from './endpoints.ts';

export const wechatArea = {
  tag: 'wechat',
  audience: 'hall',
  description: '会员大厅（微信内的用户端）：微信 JS-SDK 签名配置',
  endpoints: wechatEndpoints,
} as const satisfies ContractArea<'hall'>;

export const wechatSubscriptionsArea = {
  tag: 'wechat-subscriptions',
  audience: 'hall',
  description: '会员大厅（微信内的用户端）：微信订阅消息',
  endpoints: wechatSubscriptionEndpoints,
} as const satisfies ContractArea<'hall'>;
