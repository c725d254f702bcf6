import {
  AgentCode,
  AgentMessage,
  CARD_LAST_DIGITS,
  OpenCardStep,
  RechargeFlag,
  VIRTUAL_OPERATOR_SYSTEM_ID,
  type ApplyEvent,
  type OpenCardStepValue,
} from '@hall/contract/agent/rules';
import type { Offer, OpenCardRecord } from '@hall/contract/agent/schemas';
import { ResponseCode } from '@hall/contract/codes';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../shared/api/api-error.ts';
import { readAgentToken, readLocal, removeLocal, writeLocal, writeSession } from '../../shared/lib/storage.ts';
import { showAlert } from '../../shared/ui/dialogs.ts';
import {
  AgentKey,
  clearOpeningState,
  endRealNameHandOver,
  hasRealNameHandOver,
  LOGIN_RETURN_KEY,
  readOpening,
  readRealNameHandOver,
  readSystemId,
  storeOpening,
} from './agent-storage.ts';
import { showAgentToast } from './agent-toast.ts';
import { onlineSaleResourceQuery, openCardRecordQuery, useSaveOpenCardLocation, useScanLogin, useSubmitOpening, type LocationInput } from './api.ts';

export interface OpenCardFlowOptions {
  applyEvent: ApplyEvent;
  /** The payment page of this flow. */
  payPath: '/OpenPay' | '/VnoOpenPay';
}

/** What the agent types on step 0. */
export interface NumberFields {
  phone: string;
  cardLast7: string;
  sparePhone: string;
}

/** The number being opened, as step 0's lookup (or the resumed record) found it. */
export interface Opening {
  uimId: string;
  cityCode: string;
  cityName: string;
}

/** What a step saves of the opening; advanceTo adds the flow and the location. */
export type LocationFields = Omit<LocationInput, 'applyEvent' | 'openCardLocation'>;

/** What the agent has done on the agreement and photo steps: kept when going back to step 0, cleared when the opening starts again. */
export interface StepDrafts {
  isAgreementRead: boolean;
  isAgreed: boolean;
  signature: string | null;
  photo: string | null;
}

/** The page's own address without a scanned link's ticket, which works once: where payment and login return to. */
function pathWithoutTicket(pathname: string, search: string): string {
  const query = new URLSearchParams(search);
  query.delete('ticket');
  const rest = query.toString();
  return rest ? `${pathname}?${rest}` : pathname;
}

const EMPTY_FIELDS: NumberFields = { phone: '', cardLast7: '', sparePhone: '' };
const EMPTY_DRAFTS: StepDrafts = { isAgreementRead: false, isAgreed: false, signature: null, photo: null };

/**
 * The five-step opening (steps 0-4) and its resume from the server's open-card record: the step
 * shown, the number being opened, and the moves every step shares.
 */
export function useOpenCardFlow({ applyEvent, payPath }: OpenCardFlowOptions) {
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const queryClient = useQueryClient();
  const flowPath = pathWithoutTicket(location.pathname, location.search);
  const isVirtual = applyEvent === 'VnoOpenCard';
  const scannedId = isVirtual ? searchParams.get('pone') : null;
  const isScanned = scannedId !== null;
  const scanTicket = isScanned ? searchParams.get('ticket') : null;

  const [step, setStep] = useState<number>(OpenCardStep.FILL);
  const [fields, setFields] = useState<NumberFields>(EMPTY_FIELDS);
  const [opening, setOpening] = useState<Opening | null>(null);
  const [offers, setOffers] = useState<Offer[]>([]);
  const [drafts, setDrafts] = useState<StepDrafts>(EMPTY_DRAFTS);
  const [isScanReady, setIsScanReady] = useState(!isScanned);
  /** Why this entry cannot open a card (no link parameter, a scanned code that does not load): the page shows it instead of the form. */
  const [linkProblem, setLinkProblem] = useState<string | null>(null);
  const hasStarted = useRef(false);
  const { mutateAsync: saveLocation } = useSaveOpenCardLocation();
  const { mutateAsync: submitOpening } = useSubmitOpening();
  const { mutateAsync: logInByScan } = useScanLogin();

  const saveFailedMessage = isScanned ? AgentMessage.RECORD_SAVE_FAILED_SCANNED : AgentMessage.RECORD_SAVE_FAILED;

  const updateFields = useCallback((changes: Partial<NumberFields>) => setFields((current) => ({ ...current, ...changes })), []);
  const updateDrafts = useCallback((changes: Partial<StepDrafts>) => setDrafts((current) => ({ ...current, ...changes })), []);

  const resetToStart = useCallback(() => {
    clearOpeningState();
    setOpening(null);
    setOffers([]);
    setDrafts(EMPTY_DRAFTS);
    setStep(OpenCardStep.FILL);
  }, []);

  /** The opening cannot go on without its record: tell the agent and start again. */
  const abandon = useCallback(async () => {
    await showAlert(AgentMessage.RECORD_MISSING);
    resetToStart();
  }, [resetToStart]);

  /** The stored card's record, read again from the server; null when it is gone or cannot be read (a step then starts again). */
  const requireRecord = useCallback(async (): Promise<OpenCardRecord | null> => {
    const uimId = readLocal(AgentKey.UIM_ID);
    const record = uimId ? await queryClient.fetchQuery(openCardRecordQuery(uimId)).catch(() => null) : null;
    if (!record) {
      await abandon();
      return null;
    }
    return record;
  }, [abandon, queryClient]);

  const goToPayment = useCallback(() => {
    writeLocal(AgentKey.PAY_BACK_URL, flowPath);
    navigate(payPath);
  }, [flowPath, navigate, payPath]);

  /** Lands on the step the record says (spec: locations 1-4, rechargeFlag start/finish/nopay). */
  const resumeAt = useCallback(
    (record: OpenCardRecord) => {
      setOpening({ uimId: record.uimId, cityCode: record.cityCode, cityName: '' });
      updateFields({ phone: record.serviceId, cardLast7: record.uimId.slice(-CARD_LAST_DIGITS) });
      writeLocal(AgentKey.UIM_ID, record.uimId);
      if (record.openCardLocation === OpenCardStep.PACKAGE && record.sumFee > 0) {
        if (record.rechargeFlag === RechargeFlag.FINISH) {
          setStep(OpenCardStep.AGREEMENT);
        } else {
          goToPayment();
        }
        return;
      }
      setStep(record.openCardLocation <= OpenCardStep.PACKAGE ? OpenCardStep.AGREEMENT : record.openCardLocation);
    },
    [goToPayment, updateFields],
  );

  /**
   * Saves how far the opening got, then shows that step. Location 1 (a package with a fee) goes
   * to the payment page instead. A save that fails starts the opening again.
   */
  const advanceTo = useCallback(
    async (nextStep: OpenCardStepValue, locationFields: LocationFields) => {
      try {
        await saveLocation({ applyEvent, ...locationFields, openCardLocation: nextStep });
      } catch {
        await showAlert(saveFailedMessage);
        resetToStart();
        return;
      }
      if (nextStep === OpenCardStep.PACKAGE) {
        goToPayment();
        return;
      }
      setStep(nextStep);
    },
    [applyEvent, goToPayment, resetToStart, saveFailedMessage, saveLocation],
  );

  /** Step 0 found the number: remember it, so that closing the page can resume. */
  const rememberNumber = useCallback(
    (uimId: string) => {
      writeLocal(AgentKey.UIM_ID, uimId);
      storeOpening({ ...fields, path: flowPath });
    },
    [fields, flowPath],
  );

  const showOffers = useCallback((found: Offer[]) => {
    setOffers(found);
    setStep(OpenCardStep.PACKAGE);
  }, []);

  /** Back from the real-name service: read the results, check, sign and submit. */
  const finishRealName = useCallback(async () => {
    setStep(OpenCardStep.REAL_NAME);
    const record = await requireRecord();
    if (!record) {
      return;
    }
    setOpening({ uimId: record.uimId, cityCode: record.cityCode, cityName: '' });
    updateFields({ phone: record.serviceId });
    try {
      const result = await submitOpening({
        record,
        ...readRealNameHandOver(),
        workNo: readLocal(AgentKey.WORK_NO) ?? '',
        systemId: isVirtual ? VIRTUAL_OPERATOR_SYSTEM_ID : readSystemId(),
      });
      endRealNameHandOver();
      if (!result.isSubmitted) {
        await showAlert(result.message);
        return;
      }
      const { submitted } = result;
      if (submitted.code === ResponseCode.NORMAL) {
        await showAlert(`${submitted.msg} 号码 ${submitted.serviceId} 已开通（${submitted.packageName}）`);
        resetToStart();
        setFields(EMPTY_FIELDS);
      }
    } catch (error) {
      endRealNameHandOver();
      if (isApiError(error) && error.code === AgentCode.RESTART) {
        resetToStart();
      }
    }
  }, [isVirtual, requireRecord, resetToStart, submitOpening, updateFields]);

  useEffect(() => {
    if (hasStarted.current) {
      return;
    }
    hasStarted.current = true;
    const start = async () => {
      if (scannedId && scanTicket) {
        // The agent's QR code: its ticket logs the agent in here, once; the address keeps only the record id.
        try {
          await logInByScan({ pone: scannedId, ticket: scanTicket });
        } catch (error) {
          if (isApiError(error) && error.message === AgentMessage.LINK_EXPIRED) {
            navigate('/linkExpired', { replace: true });
            return;
          }
          setLinkProblem(isApiError(error) && error.code === ResponseCode.INVALID ? error.message : AgentMessage.LINK_LOAD_FAILED);
          return;
        }
        navigate(flowPath, { replace: true });
      }
      if (!readAgentToken()) {
        if (isScanned) {
          showAgentToast(AgentMessage.SCAN_LOGIN_FIRST);
        }
        writeSession(LOGIN_RETURN_KEY, flowPath);
        navigate('/login', { replace: true });
        return;
      }
      if (isVirtual && !isScanned && searchParams.get('title') === null) {
        setLinkProblem(AgentMessage.SCAN_DATA_MISSING);
        await showAlert(AgentMessage.SCAN_DATA_MISSING);
        return;
      }
      if (isScanned) {
        if (!scannedId) {
          setLinkProblem(AgentMessage.LINK_DATA_MISSING);
          await showAlert(AgentMessage.LINK_DATA_MISSING);
          return;
        }
        try {
          const resource = await queryClient.fetchQuery(onlineSaleResourceQuery(scannedId));
          updateFields({ phone: resource.serviceId, cardLast7: resource.cardNo.slice(-CARD_LAST_DIGITS) });
          setIsScanReady(true);
        } catch (error) {
          const problem = isApiError(error) && error.code === ResponseCode.INVALID ? error.message : AgentMessage.LINK_LOAD_FAILED;
          setLinkProblem(problem);
          await showAlert(problem);
          return;
        }
      } else {
        const stored = readOpening();
        if (stored && stored.path === flowPath) {
          updateFields({ phone: stored.phone, cardLast7: stored.cardLast7, sparePhone: stored.sparePhone });
        }
      }
      if (hasRealNameHandOver()) {
        await finishRealName();
        return;
      }
      if (readLocal(AgentKey.PAY_QUERY) === '1') {
        // Back from the payment page (paid, or nothing to pay): resume where the record says.
        removeLocal(AgentKey.PAY_QUERY);
        const record = await requireRecord();
        if (record) {
          resumeAt(record);
        }
      }
    };
    void start();
  }, [
    finishRealName,
    flowPath,
    isScanned,
    isVirtual,
    logInByScan,
    navigate,
    queryClient,
    requireRecord,
    resumeAt,
    scanTicket,
    scannedId,
    searchParams,
    updateFields,
  ]);

  /** The header's back: the middle steps return to step 0, the first and the last leave for the agent home. */
  const goBack = () => {
    if (step > OpenCardStep.FILL && step < OpenCardStep.REAL_NAME) {
      setStep(OpenCardStep.FILL);
    } else {
      navigate('/OpenCardMessage');
    }
  };

  return {
    step,
    fields,
    updateFields,
    opening,
    setOpening,
    offers,
    showOffers,
    drafts,
    updateDrafts,
    isVirtual,
    isScanned,
    isScanReady,
    linkProblem,
    flowPath,
    rememberNumber,
    requireRecord,
    abandon,
    advanceTo,
    resumeAt,
    goBack,
  };
}

export type OpenCardFlowState = ReturnType<typeof useOpenCardFlow>;
