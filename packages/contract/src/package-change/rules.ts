// Package change rules and texts shared by the page and the server (zod-free: the browser imports it).

import { checkPattern, checkRequired, FieldMessage, isMobilePhone, type FieldCheck } from '../validators.ts';

/** The carrier's answer code for an accepted change; any other code comes with rspDesc to show. */
export const PACKAGE_CHANGE_ACCEPTED = '0000';

/** How long a passed SMS check allows a change to be submitted. */
export const PACKAGE_CHANGE_VERIFICATION_TTL_SECONDS = 30 * 60;

/** 1: the standard flow-package tab; 2: the king-card tab (shown only when configured). */
export const CallDisplay = { STANDARD: 1, KING_CARD: 2 } as const;

export const PackageChangeMessage = {
  PHONE_REQUIRED: FieldMessage.PHONE_REQUIRED,
  PHONE_INVALID: FieldMessage.PHONE_INVALID,
  CODE_REQUIRED: FieldMessage.SMS_CODE_REQUIRED,
  NOTHING_SELECTED: '请选择流量套餐',
  NOT_BOUND: '您还未绑定手机号',
  /** No passed SMS check to use (none asked for, or spent on a change): the page sends the person to /verification. */
  VERIFICATION_REQUIRED: '请先完成短信验证',
  /** A passed SMS check that has expired: the page sends the person back to /verification. */
  VERIFICATION_EXPIRED: '短信验证已失效，请重新获取验证码',
  ACCEPTED: '套餐已受理',
  /** A king-card package while the king-card switch (KING_CARD_TAB_ENABLED) is off. */
  KING_CARD_CLOSED: '王卡套餐暂未开放办理',
  BOUND_PHONE_ONLY: '请使用已绑定的手机号办理',
  PACKAGE_NOT_FOUND: '未查询到该套餐信息',
  NUMBER_NOT_FOUND: '未查询到号码信息',
  CURRENT_PACKAGE_CHANGED: '当前套餐信息已变化，请返回重新选择',
  TARGET_NOT_ORDERABLE: '所选套餐不存在或不可办理',
  // The carrier's refusals (rspDesc beside a rspCode other than 0000).
  NUMBER_NOT_IN_USE: '您的号码当前状态不是正常在用，暂不能变更套餐，请缴清欠费或恢复后再办理',
  SAME_PACKAGE: '您当前已是该套餐，无需变更',
  CHANGE_PENDING: '您已有一笔待生效的套餐变更，不能重复办理',
} as const;

/** The carrier's refusal while a change to `packageName` waits for its day (`effectiveDateTitle`, as the page writes dates). */
export function describePendingChange(packageName: string, effectiveDateTitle: string): string {
  return `您已办理变更为「${packageName}」，将于${effectiveDateTitle}生效，不能重复办理`;
}

/** The verification form's checks: the bound phone, then a code that is given (its format is the server's to refuse). */
export const PackageChangeCheck = {
  PHONE: checkPattern(PackageChangeMessage.PHONE_REQUIRED, PackageChangeMessage.PHONE_INVALID, isMobilePhone),
  CODE: checkRequired(PackageChangeMessage.CODE_REQUIRED),
} satisfies Record<string, FieldCheck>;

/** The three notes of the confirmation popup. */
export const PACKAGE_CHANGE_NOTES = ['套餐变更后，原套餐将无法恢复；', '首月变更的套餐将于次月生效；', '靓号的最低消费及合约期限保持不变。'] as const;

/** Fixed lines of the package details page. */
export const PACKAGE_FIXED_LINES = ['本月订购，下月生效', '国内接听免费', '长途漫游：无'] as const;
