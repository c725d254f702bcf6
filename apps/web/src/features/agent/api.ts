import { AgentMessage, PARTNER_DUMMY_CAPTCHA } from '@hall/contract/agent/rules';
import { AgreementMessage } from '@hall/contract/agreements/rules';
import type { OpenCardRecord } from '@hall/contract/agent/schemas';
import type { PaymentSceneName } from '@hall/contract/payment/payment-start';
import type { OperationInput, OperationOutput } from '@hall/contract/schemas';
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../shared/api/api-error.ts';
import { clearAgentSession, storeAgentLogin } from './agent-storage.ts';
import { callAgent } from './call-agent.ts';

// Every agent operation the area's pages and components use (STYLE.md rule 11). The opening's
// reads are never served from the cache: payment, real-name and the other steps change the
// record on the server behind the page, and the flow has always asked again at each step.

export const agentKeys = {
  profile: ['agent', 'profile'] as const,
  openCardRecords: ['agent', 'open-card-record'] as const,
  openCardRecord: (uimId: string) => ['agent', 'open-card-record', uimId] as const,
  onlineSaleResource: (id: string) => ['agent', 'online-sale-resource', id] as const,
  offers: (input: OffersInput) => ['agent', 'offers', input] as const,
  payKind: (phone: string) => ['agent', 'pay-kind', phone] as const,
  wechatOrder: (outTradeNo: string) => ['agent', 'wechat-order', outTradeNo] as const,
  openingAgreement: ['agent', 'opening-agreement'] as const,
  /** `this` stands for the month the server calls this one, before it has answered which it is. */
  openings: (month: string | undefined) => ['agent', 'openings', month ?? 'this'] as const,
};

const ALWAYS_ASK = { staleTime: 0, retry: false } as const;

/** The logged-in agent's profile (home page, personal-info popup). */
export const agentProfileQuery = () =>
  queryOptions({
    queryKey: agentKeys.profile,
    queryFn: () => callAgent('CHECK_WORK_NO_INFO', { type: '1' }, { loading: false }),
    staleTime: 60_000,
    retry: false,
  });

/** 开卡记录: the agent's openings of a China month (YYYYMM), twenty a page, with the month's counts. */
export const agentOpeningsQuery = (month: string | undefined) =>
  infiniteQueryOptions({
    queryKey: agentKeys.openings(month),
    queryFn: ({ pageParam }) => callAgent('AGENT_OPENINGS', { month, page: pageParam }, { loading: false, isSilent: true }),
    initialPageParam: 1,
    getNextPageParam: (last: OperationOutput<'AGENT_OPENINGS'>, pages) => (last.hasMore ? pages.length + 1 : undefined),
    staleTime: 0,
    retry: false,
  });

/** The server's record of the opening of this card (null when there is none or it has expired). */
export const openCardRecordQuery = (uimId: string) =>
  queryOptions({
    queryKey: agentKeys.openCardRecord(uimId),
    queryFn: async (): Promise<OpenCardRecord | null> => (await callAgent('QUERY_OPEN_CARD_LOCATION', { uimId })).record,
    ...ALWAYS_ASK,
  });

/** A scanned virtual-operator link's number and card; the page shows its own message on failure. */
export const onlineSaleResourceQuery = (id: string) =>
  queryOptions({
    queryKey: agentKeys.onlineSaleResource(id),
    queryFn: () => callAgent('GET_ONLINE_SALE_RESOURCE', { id }, { isSilent: true }),
    ...ALWAYS_ASK,
  });

export interface OffersInput {
  workNo: string;
  serviceId: string;
  uimId: string;
  /** The virtual-operator flow may choose among the offers (type 1); the others get the number's own (type 2). */
  isVirtual: boolean;
}

/** The number's offer and the alternatives; the flow shows its own alert on failure. */
export const offersQuery = (input: OffersInput) =>
  queryOptions({
    queryKey: agentKeys.offers(input),
    queryFn: () =>
      callAgent(
        'CHECK_OFFER_NAME',
        { WorkNo: input.workNo, serviceId: input.serviceId, iccId: input.uimId, type: input.isVirtual ? 1 : 2, SystemId: 1 },
        { isSilent: true },
      ),
    ...ALWAYS_ASK,
  });

export const payKindQuery = (phone: string) =>
  queryOptions({ queryKey: agentKeys.payKind(phone), queryFn: () => callAgent('GET_PAY_KIND', { phoneNumber: phone }), ...ALWAYS_ASK });

/** Whether WeChat Pay has settled the order; the confirmation page shows its own message on failure. */
export const wechatOrderQuery = (outTradeNo: string) =>
  queryOptions({
    queryKey: agentKeys.wechatOrder(outTradeNo),
    queryFn: () => callAgent('QUERY_ORDER_BY_OUT_TRADE_NO', { outTradeNo }, { isSilent: true }),
    ...ALWAYS_ASK,
  });

/** The network-access agreement in force; the step shows its own error with a retry. */
export const openingAgreementQuery = () =>
  queryOptions({ queryKey: agentKeys.openingAgreement, queryFn: () => callAgent('OPENING_AGREEMENT', {}, { isSilent: true }), ...ALWAYS_ASK });

/** Whether the signature was refused because a newer agreement was published after the customer read it. */
export function isOutdatedAgreement(error: unknown): boolean {
  return isApiError(error) && error.message === AgreementMessage.OUTDATED;
}

/** The captcha image of a login page's random string; `times` makes each refresh a new image. */
export function buildCaptchaUrl(randomStr: string, times: number): string {
  return `/api/gzh/captchaImage?${new URLSearchParams({ randomStr, times: String(times) }).toString()}`;
}

export function createRandomString(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export interface AgentLoginInput {
  workNo: string;
  password: string;
  captcha: string;
  randomStr: string;
}

/** The work number's login: a ticket for the number, then the password and the captcha with it. */
async function logInWithWorkNo(input: AgentLoginInput) {
  const session = await callAgent('GET_SESSION', { workNo: input.workNo, Type: '1' });
  return callAgent('AGENT_LOGIN', {
    workNo: session.workNo,
    passWord: input.password,
    code: input.captcha,
    randomStr: input.randomStr,
    thirdSession: session.thirdSession,
    type: '1',
  });
}

/** What a partner link carries: its channel prefix (the page) and the partner site's signature (the query). */
export interface PartnerLinkInput {
  channel: string;
  ts: string;
  nonce: string;
  sig: string;
}

/**
 * A partner link's login: the server checks the partner site's signature and logs in the channel's
 * agent, with no captcha. Silent: the page shows why a link is refused.
 */
async function logInWithPartnerLink({ channel, ts, nonce, sig }: PartnerLinkInput) {
  const session = await callAgent('GET_SESSION', { workNo: channel, Type: 'partner', ts, nonce, sig }, { isSilent: true });
  return callAgent(
    'AGENT_LOGIN',
    {
      workNo: channel,
      passWord: '-',
      code: PARTNER_DUMMY_CAPTCHA,
      randomStr: createRandomString(),
      thirdSession: session.thirdSession,
      type: 'partner',
      ts,
      nonce,
      sig,
    },
    { isSilent: true },
  );
}

/** Stores the new session and forgets the cached profile, so the home page never shows the previous agent's. */
function useStoreLogin() {
  const queryClient = useQueryClient();
  return (result: OperationOutput<'AGENT_LOGIN'>) => {
    storeAgentLogin(result.token, result.profile);
    queryClient.removeQueries({ queryKey: agentKeys.profile });
  };
}

export function useAgentLogin() {
  const storeLogin = useStoreLogin();
  return useMutation({ mutationFn: logInWithWorkNo, onSuccess: storeLogin });
}

export function usePartnerLogin() {
  const storeLogin = useStoreLogin();
  return useMutation({ mutationFn: logInWithPartnerLink, onSuccess: storeLogin });
}

/** A scanned virtual-operator link's ticket logs in the agent who made it (once, within 10 minutes). Silent: the page says why a link is refused. */
export function useScanLogin() {
  const storeLogin = useStoreLogin();
  return useMutation({
    mutationFn: (input: { pone: string; ticket: string }) => callAgent('VNO_SCAN_LOGIN', input, { isSilent: true }),
    onSuccess: storeLogin,
  });
}

/** The signed, expiring QR code of one of the dealer's cards (?pone), for the agent's phone to scan. */
export function useScanLink() {
  return useMutation({ mutationFn: (id: string) => callAgent('VNO_SCAN_LINK', { id }) });
}

/** 退出登录: the server session ends (best effort: unreachable, the browser logs out all the same), then every stored agent value and cached answer goes. */
export function useAgentLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      try {
        await callAgent('AGENT_LOGOUT', {}, { isSilent: true });
      } catch {
        // The browser forgets the session below whatever the server answered.
      }
    },
    onSettled: () => {
      clearAgentSession();
      queryClient.removeQueries({ queryKey: ['agent'] });
    },
  });
}

/** Step 0's lookup of the number (or card) typed by the agent. */
export function useFindNumber() {
  return useMutation({
    mutationFn: (input: { phone: string; sparePhone: string }) =>
      callAgent('SIM_OR_SERVICE_ID_QUERY', { iccidOrServiceId: input.phone, sparePhone: input.sparePhone || undefined, type: 2 }),
  });
}

/** Step 0: the card's last digits must belong to the number. */
export function useCheckCard() {
  return useMutation({
    mutationFn: (input: { phone: string; cardLast7: string }) => callAgent('CHECK_ICCID', { serviceId: input.phone, iccid: input.cardLast7 }),
  });
}

/** Step 0: the number, the agent's channel and the common checks must all allow a new opening. */
async function checkNumberOpenable(input: { phone: string; uimId: string; workNo: string }): Promise<void> {
  await callAgent('CHECK_PHONE_VALID', { serviceId: input.phone, uimId: input.uimId, workNo: input.workNo, appType: '1' });
  await callAgent('CHANEL_CHECK', { serviceId: input.phone, workNo: input.workNo });
  await callAgent('APP_COMMON_CHECK', { serviceId: input.phone, workNo: input.workNo });
}

export function useCheckNumberOpenable() {
  return useMutation({ mutationFn: checkNumberOpenable });
}

export type LocationInput = OperationInput<'ADD_OPEN_CARD_LOCATION'>;

/** Saves how far the opening got; the flow shows its own message when the save fails. */
export function useSaveOpenCardLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LocationInput) => callAgent('ADD_OPEN_CARD_LOCATION', input, { isSilent: true }),
    onSuccess: (_record, input) => queryClient.invalidateQueries({ queryKey: agentKeys.openCardRecord(input.uimId) }),
  });
}

export function useUploadSignature() {
  return useMutation({ mutationFn: (input: OperationInput<'SIGNATURE_UPLOAD'>) => callAgent('SIGNATURE_UPLOAD', input) });
}

/** The joint photo of ID card and card board; the customer has consented to it. */
export function useUploadCardPhoto() {
  return useMutation({ mutationFn: (input: { image: string; uimId: string }) => callAgent('UPLOAD_CARD', { ...input, consent: true }) });
}

/** Starts the real-name service (ID card reading and face check); the customer has consented to it. */
export function useStartRealName() {
  return useMutation({
    mutationFn: (input: { record: OpenCardRecord; returnUrl: string }) =>
      callAgent('GET_URL', { serviceId: input.record.serviceId, recordNumber: input.record.recordNumber, returnUrl: input.returnUrl, consent: true }),
  });
}

export interface SubmitOpeningInput {
  record: OpenCardRecord;
  /** The real-name check's biz_no and token, kept while the customer was away. */
  bizId: string;
  token: string | undefined;
  workNo: string;
  systemId: number;
}

export type SubmitOpeningResult = { isSubmitted: false; message: string } | { isSubmitted: true; submitted: OperationOutput<'DO_SUBMIT'> };

/**
 * Back from the real-name service: reads its results and, when the card and the face passed,
 * checks the ID against the agent, signs and submits the opening. A result that did not pass
 * answers the message to show (the customer may try the real-name again).
 */
async function submitOpening({ record, bizId, token, workNo, systemId }: SubmitOpeningInput): Promise<SubmitOpeningResult> {
  const result = await callAgent('GET_SIMPLE_OR_CARD_NUM', {
    bizId,
    token,
    uimId: record.uimId,
    serviceId: record.serviceId,
    workNo,
    recordNumber: record.recordNumber,
    cityName: '',
  });
  if (!result.cardNum.success) {
    return { isSubmitted: false, message: result.cardNum.message || AgentMessage.IDENTITY_FAILED };
  }
  if (!result.simple.success) {
    return { isSubmitted: false, message: result.simple.message ? `${result.simple.message}，请继续实名` : AgentMessage.FACE_FAILED };
  }
  await callAgent('DO_CHECK_IDENTITY_CODE_BY_WORK_NO', { aceptPerson: workNo, identityCode: result.cardNum.confirmIdcardNumber });
  const { sign, timestamp } = await callAgent('QUERY_SIGN', { serviceId: record.serviceId });
  const submitted = await callAgent('DO_SUBMIT', {
    uimId: record.uimId,
    serviceId: record.serviceId,
    recordNumber: record.recordNumber,
    bizId,
    systemId,
    identityKind: '1',
    sign,
    timestamp,
    customerName: result.cardNum.confirmName,
    identityCode: result.cardNum.confirmIdcardNumber,
    custAddress: result.cardNum.address,
    cardIndex: record.TogetherUrl,
    cardOutdex: record.netSignUrl,
  });
  return { isSubmitted: true, submitted };
}

export function useSubmitOpening() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitOpening,
    onSuccess: (result, input) => {
      if (result.isSubmitted) {
        return queryClient.invalidateQueries({ queryKey: agentKeys.openCardRecord(input.record.uimId) });
      }
      return undefined;
    },
  });
}

/** Paying marks every cached open-card record stale: its payment state has changed. */
function useInvalidateRecords() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: agentKeys.openCardRecords });
}

/** The opening fee from the dealer's fund pool. */
export function usePayFromFundPool() {
  const invalidateRecords = useInvalidateRecords();
  return useMutation({
    mutationFn: (input: { record: OpenCardRecord; workNo: string | undefined }) =>
      callAgent('FUND_POOL_RECHARGE', {
        pay_fee: input.record.sumFee,
        work_no: input.workNo,
        service_id: input.record.serviceId,
        dealer_id: input.record.dealerId,
        recordNumber: input.record.recordNumber,
      }),
    onSuccess: invalidateRecords,
  });
}

/** A WeChat Pay order for the opening fee; its answer may say the opening is paid already. */
export function useStartWechatPay() {
  const invalidateRecords = useInvalidateRecords();
  return useMutation({
    mutationFn: (input: { record: OpenCardRecord; returnUrl: string; scene: PaymentSceneName }) =>
      callAgent('WX_PAY', {
        phone: input.record.serviceId,
        amount: input.record.sumFee,
        recordNumber: input.record.recordNumber,
        returnUrl: input.returnUrl,
        scene: input.scene,
      }),
    onSuccess: invalidateRecords,
  });
}
