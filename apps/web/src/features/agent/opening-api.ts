import { AgentMessage } from '@hall/contract/agent/rules';
import { AgreementMessage } from '@hall/contract/agreements/rules';
import type { OpenCardRecord } from '@hall/contract/agent/opening-schemas';
import type { OperationInput, OperationOutput } from '@hall/contract/schemas';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../shared/api/api-error.ts';
import { callAgent } from './call-agent.ts';

// The opening module's operations: the open-card record, the number and card checks, the offers,
// the agreement, the uploads, the real-name and the submission. The opening's reads are never
// served from the cache: payment, real-name and the other steps change the record on the server
// behind the page, and the flow has always asked again at each step.

export const openingKeys = {
  openCardRecords: ['agent', 'open-card-record'] as const,
  openCardRecord: (uimId: string) => ['agent', 'open-card-record', uimId] as const,
  onlineSaleResource: (id: string) => ['agent', 'online-sale-resource', id] as const,
  offers: (input: OffersInput) => ['agent', 'offers', input] as const,
  openingAgreement: ['agent', 'opening-agreement'] as const,
};

export const ALWAYS_ASK = { staleTime: 0, retry: false } as const;

/** The server's record of the opening of this card (null when there is none or it has expired). */
export const openCardRecordQuery = (uimId: string) =>
  queryOptions({
    queryKey: openingKeys.openCardRecord(uimId),
    queryFn: async (): Promise<OpenCardRecord | null> => (await callAgent('QUERY_OPEN_CARD_LOCATION', { uimId })).record,
    ...ALWAYS_ASK,
  });

/** A scanned virtual-operator link's number and card; the page shows its own message on failure. */
export const onlineSaleResourceQuery = (id: string) =>
  queryOptions({
    queryKey: openingKeys.onlineSaleResource(id),
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
    queryKey: openingKeys.offers(input),
    queryFn: () =>
      callAgent(
        'CHECK_OFFER_NAME',
        { WorkNo: input.workNo, serviceId: input.serviceId, iccId: input.uimId, type: input.isVirtual ? 1 : 2, SystemId: 1 },
        { isSilent: true },
      ),
    ...ALWAYS_ASK,
  });

/** The network-access agreement in force; the agreement reader shows its loading and its failure with 重新加载. */
export const openingAgreementQuery = () =>
  queryOptions({ queryKey: openingKeys.openingAgreement, queryFn: () => callAgent('OPENING_AGREEMENT', {}, { isSilent: true }), ...ALWAYS_ASK });

/** Whether the signature was refused because a newer agreement was published after the customer read it. */
export function isOutdatedAgreement(error: unknown): boolean {
  return isApiError(error) && error.message === AgreementMessage.OUTDATED;
}

/** The signed, expiring QR code of one of the dealer's cards (?pone), for the agent's phone to scan. */
export function useScanLink() {
  return useMutation({ mutationFn: (id: string) => callAgent('VNO_SCAN_LINK', { id }) });
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
    onSuccess: (_record, input) => queryClient.invalidateQueries({ queryKey: openingKeys.openCardRecord(input.uimId) }),
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
        return queryClient.invalidateQueries({ queryKey: openingKeys.openCardRecord(input.record.uimId) });
      }
      return undefined;
    },
  });
}
