// The network-access agreements a person signs: the card opening's (read by the customer on the
// agent's phone) and the transfer receiver's. Each edit publishes a new version; what was signed
// keeps the version it was signed under.

export const AgreementKind = { OPENING: 'opening', TRANSFER: 'transfer' } as const;
export type AgreementKindValue = (typeof AgreementKind)[keyof typeof AgreementKind];
export const AGREEMENT_KINDS = [AgreementKind.OPENING, AgreementKind.TRANSFER] as const;

export const AgreementKindLabel: Record<AgreementKindValue, string> = {
  opening: '开卡入网协议',
  transfer: '过户入网协议',
};

export const AgreementLimit = { TITLE: 40, BODY: 20000 } as const;

export const AgreementMessage = {
  /** The version read is no longer the one in force: the page shows the new text to read again. */
  OUTDATED: '入网协议已更新，请重新阅读后签名',
  TITLE_REQUIRED: '请填写协议标题',
  BODY_REQUIRED: '请填写协议正文',
  VERSION_NOT_FOUND: '协议版本不存在',
  TITLE_TOO_LONG: `协议标题不能超过${AgreementLimit.TITLE}个字`,
  BODY_TOO_LONG: `协议正文不能超过${AgreementLimit.BODY}个字`,
} as const;

/** The paragraphs of an agreement's body: one per non-empty line. */
export function splitAgreementBody(body: string): string[] {
  return body
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}
