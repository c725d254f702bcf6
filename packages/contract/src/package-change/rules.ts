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
} as const;

/** The verification form's checks: the bound phone, then a code that is given (its format is the server's to refuse). */
export const PackageChangeCheck = {
  PHONE: checkPattern(PackageChangeMessage.PHONE_REQUIRED, PackageChangeMessage.PHONE_INVALID, isMobilePhone),
  CODE: checkRequired(PackageChangeMessage.CODE_REQUIRED),
} satisfies Record<string, FieldCheck>;

/** The three notes of the confirmation popup. */
export const PACKAGE_CHANGE_NOTES = ['套餐变更后，原套餐将无法恢复；', '首月变更的套餐将于次月生效；', '靓号的最低消费及合约期限保持不变。'] as const;

/** Fixed lines of the package details page. */
export const PACKAGE_FIXED_LINES = ['本月订购，下月生效', '国内接听免费', '长途漫游：无'] as const;
