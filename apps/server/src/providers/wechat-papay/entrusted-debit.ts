// WeChat Pay's entrusted debit (委托代扣, "papay"), shaped after its API v3 for a direct merchant:
//
// 1. Signing. The merchant asks for a signing URL (JSAPI 预签约, POST /v3/papay/sign/contracts/
//    pre-entrust-sign/jsapi: plan_id, out_contract_code, contract_display_account, openid,
//    success_notify_url, return_url) and sends the member's browser there. The member signs on
//    WeChat's page and returns to return_url; WeChat POSTs the signed, encrypted ENTRUST.SIGN
//    notification (contract_state SIGNED, contract_id) to the notify URL.
// 2. Debits. With the contract_id the merchant asks for a debit (受理扣款, POST /v3/papay/pay/
//    transactions/apply: out_trade_no, contract_id, amount, description, notify_url). One merchant
//    and out_trade_no debit once, however often asked. The outcome comes as a TRANSACTION.SUCCESS /
//    PAYERROR notification to notify_url (our payment notify route), or by asking for the order.
// 3. Termination. The merchant ends the contract (申请解约, POST /v3/papay/sign/contracts/{contract_id}/
//    terminate); a member who ends it in WeChat is told about by an ENTRUST.TERMINATE notification.
//
// Two implementations would sit behind this: the sandbox (sandbox-entrusted-debit.ts, its signing
// page at /sandbox/papay) and a real adapter (not built yet: the sandbox is the default).

import type { NotificationHeaders, NotificationRefusal, PaymentOrder } from '../wechat-pay/wechat-pay.ts';

export interface PreEntrustSign {
  /** The merchant's contract code: unique, [A-Za-z0-9_-], at most 32 characters. */
  outContractCode: string;
  /** Shown on the signing page (the number, masked). */
  displayAccount: string;
  /** The signer's openid under our appid, when known. */
  openid?: string;
  /** Path of this app the browser returns to after signing. */
  returnUrl: string;
  /** The handler of the contract notifications (its notify URL's last segment). */
  notifyHandler: string;
}

export type ContractState = 'UNSIGNED' | 'SIGNED' | 'TERMINATED';

export interface EntrustContract {
  outContractCode: string;
  contractId: string | null;
  state: ContractState;
  signedAt: Date | null;
  terminatedAt: Date | null;
}

export interface DebitRequest {
  outTradeNo: string;
  contractId: string;
  amountFen: number;
  description: string;
  /** The payment notify handler the debit's TRANSACTION.* notification goes to. */
  notifyHandler: string;
}

/** A verified contract notification: ENTRUST.SIGN or ENTRUST.TERMINATE. */
export interface ContractNotification {
  outContractCode: string;
  contractId: string;
  state: 'SIGNED' | 'TERMINATED';
  /** When it was signed or terminated. */
  changedAt: Date;
}

export type ContractNotificationCheck = { isGenuine: true; contract: ContractNotification } | { isGenuine: false; reason: NotificationRefusal };

export interface EntrustedDebit {
  /** Where the member signs (WeChat's signing page). The same contract code again: the same page. */
  preEntrustSign(request: PreEntrustSign): Promise<{ redirectUrl: string }>;
  /** The contract as WeChat Pay knows it, or null when it never was started there. */
  queryContract(outContractCode: string): Promise<EntrustContract | null>;
  /** Ends a signed contract (申请解约); a terminated one stays terminated. Throws when WeChat Pay refuses. */
  terminateContract(contractId: string, remark: string): Promise<void>;
  /**
   * Asks for a debit of a signed contract (受理扣款). Idempotent by the out-trade-no: asking again
   * debits nothing more. Throws EntrustedDebitRefusal when refused (contract not signed, other details).
   */
  applyDebit(request: DebitRequest): Promise<void>;
  /** The debit as WeChat Pay knows it (NOTPAY while it is being taken), or null when never asked. */
  queryDebit(outTradeNo: string): Promise<PaymentOrder | null>;
  /** Reads a contract notification: the WeChat Pay v3 signature and encryption, our merchant, a known event. */
  readContractNotification(rawBody: string, headers: NotificationHeaders, now: Date): Promise<ContractNotificationCheck>;
}

/** WeChat Pay's refusal of an entrusted-debit call (CONTRACT_NOT_EXIST, CONTRACT_ERROR, ORDERNO_USED …). */
export class EntrustedDebitRefusal extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(`WeChat Pay refused the entrusted debit (${code}): ${message}`);
    this.name = 'EntrustedDebitRefusal';
  }
}
