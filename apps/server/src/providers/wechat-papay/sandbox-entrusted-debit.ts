import { and, eq } from 'drizzle-orm';
import type { Db, Executor } from '../../db/connection.ts';
import { sandboxPapayContracts } from '../../db/schema.ts';
import { createRandomToken } from '../../platform/secrets.ts';
import { notificationBodyOf, openNotification, signNotificationBody } from '../wechat-pay/notification-signature.ts';
import { cachedSandboxPayKeys } from '../wechat-pay/sandbox-pay-keys.ts';
import { decideSandboxOrder } from '../wechat-pay/sandbox-payment-decision.ts';
import { insertSandboxPaymentOrder, readPaymentOrder, SANDBOX_MERCHANT, type SignedNotification } from '../wechat-pay/sandbox-wechat-pay.ts';
import { EntrustedDebitRefusal, type ContractNotification, type EntrustContract, type EntrustedDebit } from './entrusted-debit.ts';

/** The sandbox's contract template (WeChat Pay's plan_id, set up in its merchant platform). */
export const SANDBOX_PLAN_ID = 12535;

export type SandboxPapayContract = typeof sandboxPapayContracts.$inferSelect;

/** The entrusted debit's stand-in, with its writing side for the signing page and tests. */
export interface SandboxEntrustedDebit extends EntrustedDebit {
  /** The notification WeChat Pay would send of a contract's change (ENTRUST.SIGN / ENTRUST.TERMINATE). */
  contractNotificationOf(contract: ContractNotification, options?: { now?: Date; hasBadSignature?: boolean }): Promise<SignedNotification>;
}

const randomId = (prefix: string, length: number) =>
  `${prefix}${createRandomToken()
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, length)}`;

export async function findSandboxContractByRef(db: Executor, ref: string): Promise<SandboxPapayContract | null> {
  const rows = await db.select().from(sandboxPapayContracts).where(eq(sandboxPapayContracts.providerRef, ref));
  return rows[0] ?? null;
}

async function findByCode(db: Executor, outContractCode: string): Promise<SandboxPapayContract | null> {
  const rows = await db.select().from(sandboxPapayContracts).where(eq(sandboxPapayContracts.outContractCode, outContractCode));
  return rows[0] ?? null;
}

async function findByContractId(db: Executor, contractId: string): Promise<SandboxPapayContract | null> {
  const rows = await db.select().from(sandboxPapayContracts).where(eq(sandboxPapayContracts.contractId, contractId));
  return rows[0] ?? null;
}

/** The member signs on the sandbox page: an unsigned contract becomes SIGNED once, under a new contract_id. */
export async function signSandboxContract(db: Executor, ref: string, now: Date): Promise<SandboxPapayContract | null> {
  const [signed] = await db
    .update(sandboxPapayContracts)
    .set({ state: 'SIGNED', contractId: randomId('PC', 30), signedAt: now })
    .where(and(eq(sandboxPapayContracts.providerRef, ref), eq(sandboxPapayContracts.state, 'UNSIGNED')))
    .returning();
  return signed ?? null;
}

/** Ends a signed contract (the merchant's 申请解约 or the member in WeChat): once. */
export async function terminateSandboxContract(db: Executor, contractId: string, now: Date): Promise<SandboxPapayContract | null> {
  const [ended] = await db
    .update(sandboxPapayContracts)
    .set({ state: 'TERMINATED', terminatedAt: now })
    .where(and(eq(sandboxPapayContracts.contractId, contractId), eq(sandboxPapayContracts.state, 'SIGNED')))
    .returning();
  return ended ?? null;
}

/** The sandbox's control: the contract's debits from now on fail (as with an empty 零钱 and no card) or are paid. */
export async function setSandboxDebitsFail(db: Executor, ref: string, failsDebits: boolean): Promise<void> {
  await db.update(sandboxPapayContracts).set({ failsDebits }).where(eq(sandboxPapayContracts.providerRef, ref));
}

function contractOf(row: SandboxPapayContract): EntrustContract {
  return { outContractCode: row.outContractCode, contractId: row.contractId, state: row.state, signedAt: row.signedAt, terminatedAt: row.terminatedAt };
}

const rfc3339 = (instant: Date) => instant.toISOString().replace(/\.\d{3}Z$/, '+00:00');

/** The contract resource of a notification, in WeChat Pay's fields. */
function contractResourceOf(contract: ContractNotification) {
  return {
    mchid: SANDBOX_MERCHANT.mchId,
    appid: SANDBOX_MERCHANT.appId,
    plan_id: SANDBOX_PLAN_ID,
    out_contract_code: contract.outContractCode,
    contract_id: contract.contractId,
    contract_state: contract.state,
    ...(contract.state === 'SIGNED' ? { contract_signed_time: rfc3339(contract.changedAt) } : { contract_terminated_time: rfc3339(contract.changedAt) }),
  };
}

const isText = (value: unknown, maxLength = 64): value is string => typeof value === 'string' && value.length > 0 && value.length <= maxLength;

/** The contract a decrypted ENTRUST.* resource tells, or null when it is not one. */
export function contractNotificationOf(eventType: string, resource: Record<string, unknown>): ContractNotification | null {
  const state = resource.contract_state;
  const time = state === 'SIGNED' ? resource.contract_signed_time : resource.contract_terminated_time;
  const isEvent = (eventType === 'ENTRUST.SIGN' && state === 'SIGNED') || (eventType === 'ENTRUST.TERMINATE' && state === 'TERMINATED');
  if (!isEvent || !isText(resource.out_contract_code) || !isText(resource.contract_id) || !isText(time, 40) || Number.isNaN(Date.parse(time))) {
    return null;
  }
  return { outContractCode: resource.out_contract_code, contractId: resource.contract_id, state, changedAt: new Date(time) };
}

/**
 * Stands in for WeChat Pay's entrusted debit: contracts in our database, signed on the page at
 * /sandbox/papay; a debit is a sandbox WeChat Pay order decided at once (paid, or failed while the
 * contract is set to fail); notifications in WeChat Pay's v3 format with the sandbox's keys.
 */
export function createSandboxEntrustedDebit(db: Db, secret: string, now: () => Date): SandboxEntrustedDebit {
  const loadKeys = cachedSandboxPayKeys(db, secret);
  return {
    preEntrustSign: async (request) => {
      if (!/^[\w-]{1,32}$/.test(request.outContractCode)) {
        throw new EntrustedDebitRefusal('PARAM_ERROR', 'out_contract_code is invalid');
      }
      await db
        .insert(sandboxPapayContracts)
        .values({
          providerRef: createRandomToken(),
          outContractCode: request.outContractCode,
          displayAccount: request.displayAccount.slice(0, 32),
          notifyHandler: request.notifyHandler,
          returnUrl: request.returnUrl,
          createdAt: now(),
        })
        .onConflictDoNothing({ target: sandboxPapayContracts.outContractCode });
      const stored = await findByCode(db, request.outContractCode);
      if (!stored || stored.state !== 'UNSIGNED') {
        throw new EntrustedDebitRefusal('CONTRACT_ALREADY_EXIST', 'this contract code was signed already');
      }
      return { redirectUrl: `/sandbox/papay?ref=${encodeURIComponent(stored.providerRef)}` };
    },
    queryContract: async (outContractCode) => {
      const stored = await findByCode(db, outContractCode);
      return stored ? contractOf(stored) : null;
    },
    terminateContract: async (contractId) => {
      const stored = await findByContractId(db, contractId);
      if (!stored) {
        throw new EntrustedDebitRefusal('CONTRACT_NOT_EXIST', 'no such contract');
      }
      await terminateSandboxContract(db, contractId, now());
    },
    applyDebit: async (request) => {
      if (!/^[\w-]{6,32}$/.test(request.outTradeNo) || !Number.isSafeInteger(request.amountFen) || request.amountFen <= 0) {
        throw new EntrustedDebitRefusal('PARAM_ERROR', 'invalid debit');
      }
      const contract = await findByContractId(db, request.contractId);
      if (!contract || contract.state !== 'SIGNED') {
        throw new EntrustedDebitRefusal('CONTRACT_NOT_EXIST', 'the contract is not signed');
      }
      const order = await insertSandboxPaymentOrder(
        db,
        {
          outTradeNo: request.outTradeNo,
          amountFen: request.amountFen,
          description: request.description,
          notifyHandler: request.notifyHandler,
          returnUrl: '/',
        },
        now(),
      );
      if (!order || order.amountFen !== request.amountFen || order.notifyHandler !== request.notifyHandler) {
        throw new EntrustedDebitRefusal('ORDERNO_USED', 'out_trade_no already used for another payment');
      }
      // WeChat Pay takes the money at once from a contract signed within 12 hours; the sandbox always does.
      await decideSandboxOrder(db, order.providerRef, contract.failsDebits ? 'PAYERROR' : 'SUCCESS', now());
    },
    queryDebit: (outTradeNo) => readPaymentOrder(db, outTradeNo),
    readContractNotification: async (rawBody, headers, at) => {
      const { serial, publicKey, apiV3Key } = await loadKeys();
      const opened = openNotification({ verifiers: new Map([[serial, publicKey]]), apiV3Key }, rawBody, headers, at);
      if (!opened.isGenuine) {
        return opened;
      }
      const contract = contractNotificationOf(opened.eventType, opened.resource);
      if (!contract) {
        return { isGenuine: false, reason: 'unknown event' };
      }
      const isOurs = opened.resource.mchid === SANDBOX_MERCHANT.mchId && opened.resource.appid === SANDBOX_MERCHANT.appId;
      return isOurs ? { isGenuine: true, contract } : { isGenuine: false, reason: 'another merchant' };
    },
    contractNotificationOf: async (contract, options = {}) => {
      const at = options.now ?? now();
      const { serial, privateKey, apiV3Key } = await loadKeys();
      const eventType = contract.state === 'SIGNED' ? 'ENTRUST.SIGN' : 'ENTRUST.TERMINATE';
      const summary = contract.state === 'SIGNED' ? '签约成功' : '解约成功';
      const rawBody = notificationBodyOf(apiV3Key, eventType, summary, 'contract', contractResourceOf(contract), at);
      const headers = signNotificationBody(options.hasBadSignature ? `${rawBody} ` : rawBody, { serial, privateKey }, at);
      return { rawBody, headers };
    },
  };
}
