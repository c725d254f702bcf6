import { AgentCode, AgentMessage, OpenCardStep, VIRTUAL_OPERATOR_SYSTEM_ID, type ApplyEvent, type OpenCardStepValue } from '@hall/contract/agent/rules';
import type { OpenCardRecord } from '@hall/contract/agent/opening-schemas';
import { ResponseCode } from '@hall/contract/codes';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useRef } from 'react';
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
import { useScanLogin } from './agent-login-api.ts';
import { initialOpenCardState, isBackToFirstStep, openCardReducer, resumeTargetOf } from './open-card-flow-reducer.ts';
import { onlineSaleResourceQuery, openCardRecordQuery, useSaveOpenCardLocation, useSubmitOpening, type LocationInput } from './opening-api.ts';

export interface OpenCardFlowOptions {
  applyEvent: ApplyEvent;
  /** The payment page of this flow. */
  payPath: '/OpenPay' | '/VnoOpenPay';
}

/** What a step saves of the opening; advanceTo adds the flow and the location. */
export type LocationFields = Omit<LocationInput, 'applyEvent' | 'openCardLocation'>;

/** The page's own address without a scanned link's ticket, which works once: where payment and login return to. */
function pathWithoutTicket(pathname: string, search: string): string {
  const query = new URLSearchParams(search);
  query.delete('ticket');
  const rest = query.toString();
  return rest ? `${pathname}?${rest}` : pathname;
}

/**
 * The five-step opening (steps 0-4) and its resume from the server's open-card record: the state of
 * open-card-flow-reducer.ts with its dispatch, and the moves every step shares (they call the
 * server, store the opening and navigate, then dispatch what they found).
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

  const [state, dispatch] = useReducer(openCardReducer, isScanned, initialOpenCardState);
  const hasStarted = useRef(false);
  const { mutateAsync: saveLocation } = useSaveOpenCardLocation();
  const { mutateAsync: submitOpening } = useSubmitOpening();
  const { mutateAsync: logInByScan } = useScanLogin();

  const saveFailedMessage = isScanned ? AgentMessage.RECORD_SAVE_FAILED_SCANNED : AgentMessage.RECORD_SAVE_FAILED;

  const restart = useCallback(() => {
    clearOpeningState();
    dispatch({ type: 'restarted' });
  }, []);

  /** The opening cannot go on without its record: tell the agent and start again. */
  const abandon = useCallback(async () => {
    await showAlert(AgentMessage.RECORD_MISSING);
    restart();
  }, [restart]);

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

  /** Lands on the step the record says, or on the payment page while its fee is owed. */
  const resumeAt = useCallback(
    (record: OpenCardRecord) => {
      writeLocal(AgentKey.UIM_ID, record.uimId);
      dispatch({ type: 'recordResumed', record });
      if (resumeTargetOf(record) === 'payment') {
        goToPayment();
      }
    },
    [goToPayment],
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
        restart();
        return;
      }
      if (nextStep === OpenCardStep.PACKAGE) {
        goToPayment();
        return;
      }
      dispatch({ type: 'stepSaved', step: nextStep });
    },
    [applyEvent, goToPayment, restart, saveFailedMessage, saveLocation],
  );

  /** Step 0 found the number: remember it, so that closing the page can resume. */
  const rememberNumber = useCallback(
    (uimId: string) => {
      writeLocal(AgentKey.UIM_ID, uimId);
      storeOpening({ ...state.fields, path: flowPath });
    },
    [state.fields, flowPath],
  );

  /** Back from the real-name service: read the results, check, sign and submit. */
  const finishRealName = useCallback(async () => {
    dispatch({ type: 'realNameReturned' });
    const record = await requireRecord();
    if (!record) {
      return;
    }
    dispatch({ type: 'recordRead', record });
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
        clearOpeningState();
        dispatch({ type: 'finished' });
      }
    } catch (error) {
      endRealNameHandOver();
      if (isApiError(error) && error.code === AgentCode.RESTART) {
        restart();
      }
    }
  }, [isVirtual, requireRecord, restart, submitOpening]);

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
          dispatch({ type: 'linkRefused', problem: isApiError(error) && error.code === ResponseCode.INVALID ? error.message : AgentMessage.LINK_LOAD_FAILED });
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
        dispatch({ type: 'linkRefused', problem: AgentMessage.SCAN_DATA_MISSING });
        await showAlert(AgentMessage.SCAN_DATA_MISSING);
        return;
      }
      if (isScanned) {
        if (!scannedId) {
          dispatch({ type: 'linkRefused', problem: AgentMessage.LINK_DATA_MISSING });
          await showAlert(AgentMessage.LINK_DATA_MISSING);
          return;
        }
        try {
          const resource = await queryClient.fetchQuery(onlineSaleResourceQuery(scannedId));
          dispatch({ type: 'scanLoaded', phone: resource.serviceId, cardNo: resource.cardNo });
        } catch (error) {
          const problem = isApiError(error) && error.code === ResponseCode.INVALID ? error.message : AgentMessage.LINK_LOAD_FAILED;
          dispatch({ type: 'linkRefused', problem });
          await showAlert(problem);
          return;
        }
      } else {
        const stored = readOpening();
        if (stored && stored.path === flowPath) {
          dispatch({ type: 'fieldsChanged', changes: { phone: stored.phone, cardLast7: stored.cardLast7, sparePhone: stored.sparePhone } });
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
  }, [finishRealName, flowPath, isScanned, isVirtual, logInByScan, navigate, queryClient, requireRecord, resumeAt, scanTicket, scannedId, searchParams]);

  /** The header's back: the middle steps return to step 0, the first and the last leave for the agent home. */
  const goBack = () => {
    if (isBackToFirstStep(state.step)) {
      dispatch({ type: 'wentBack' });
    } else {
      navigate('/OpenCardMessage');
    }
  };

  return { ...state, dispatch, isVirtual, isScanned, flowPath, rememberNumber, requireRecord, abandon, advanceTo, resumeAt, goBack };
}

export type CardOpeningFlow = ReturnType<typeof useOpenCardFlow>;
