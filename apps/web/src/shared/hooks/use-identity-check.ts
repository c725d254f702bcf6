import type { PromiseVideoRequiredData } from '@hall/contract/cards/schemas';
import { ResponseCode } from '@hall/contract/codes';
import { ConsentPurpose } from '@hall/contract/consent';
import { IDENTITY_RESULT_WAIT_MS, VERIFICATION_TOAST_DURATION_MS } from '../../config/ui-timings.ts';
import type { SubscriberOperationName } from '@hall/contract/subscriber-endpoints';
import type { AuthTypeValue } from '@hall/contract/identity/rules';
import type { OperationInput, OperationOutput } from '@hall/contract/schemas';
import { useCallback, useEffect, useRef, useState } from 'react';
import { call } from '../api/subscriber-client.ts';
import { isApiError } from '../api/api-error.ts';
import { serverMessageOf } from '../api/error-catalogue.ts';
import { readSession, SessionKey, takeSession, writeSession } from '../lib/storage.ts';
import { showSuccessToast, showToast } from '../ui/toast.ts';
import { askConsent } from '../ui/consent-dialog.ts';
import { showPromiseVideoDialog } from '../ui/promise-video-dialog.tsx';

/** Operations that start a face check: they take a returnUrl and answer biz_no and url. */
type StartOperation = {
  [Name in SubscriberOperationName]: OperationInput<Name> extends { returnUrl: string }
    ? OperationOutput<Name> extends { biz_no: string; url: string }
      ? Name
      : never
    : never;
}[SubscriberOperationName];

export type IdentityCheckState =
  { status: 'idle' } | { status: 'checking' } | { status: 'passed'; bizNo: string; phone: string } | { status: 'failed'; code: number; message: string };

export const IDENTITY_PASSED_MESSAGE = '身份核验成功';
export const IDENTITY_FAILED_MESSAGE = '身份核验失败，请重试';

interface UseIdentityCheckOptions {
  authType: AuthTypeValue;
  /** Called once the returning page knows the result. */
  onPassed?: (result: { bizNo: string; phone: string }) => void;
  onFailed?: (failure: { code: number; message: string }) => void;
  /** How the return page reads the result; RESULT_QUERY (the member's own checks) by default. */
  readResult?: (bizNo: string) => Promise<{ biz_no: string; phone: string }>;
}

interface StartOptions {
  /** Runs with the started check before the browser leaves (e.g. an upload that needs the biz_no). */
  beforeLeave?: (started: { biz_no: string; url: string }) => Promise<void>;
  /** The start or beforeLeave failed (the client has shown why); the page may step back or say more. */
  onFailed?: (error: unknown) => void;
}

const readMemberResult = (bizNo: string) => call('RESULT_QUERY', { biz_no: bizNo }, { isSilent: true });

export const PROMISE_VIDEO_QR_FAILED = '二维码获取失败';

function phoneOf(payload: object): string {
  const fields = payload as { mobilePhone?: unknown; phone?: unknown; serviceId?: unknown };
  const phone = fields.mobilePhone ?? fields.phone ?? fields.serviceId;
  return typeof phone === 'string' ? phone : '';
}

/** -106 on start: the catalogue has toasted 请继续完成承诺视频; show the mini program's QR code. */
async function showPromiseVideo(reference: { ticket: string } | { serviceId: string }): Promise<void> {
  try {
    const { image } = await call('CPDEIMG', reference, { isSilent: true });
    await showPromiseVideoDialog(image);
  } catch {
    showToast(PROMISE_VIDEO_QR_FAILED);
  }
}

/** Whether this page is the return route the started check of this type named (an entry page never reads it). */
function isReturnRoute(authType: AuthTypeValue): boolean {
  const returnPath = readSession(SessionKey.faceAuthOf(authType));
  if (!returnPath) {
    return false;
  }
  const returnPathname = new URL(returnPath, window.location.origin).pathname;
  return returnPathname.toLowerCase() === window.location.pathname.toLowerCase();
}

function hasCheckToRead(authType: AuthTypeValue): boolean {
  return readSession(SessionKey.AUTH_TYPE) === authType && readSession(SessionKey.BIZ_NO) !== null && isReturnRoute(authType);
}

const wait = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

/**
 * The identity-check pattern of every flow. On the entry page `start` asks for consent to the
 * face check (declining stays on the form), sends the form with the consent and a return URL,
 * keeps the spec's session keys AUTH_TYPE, biz_no and FACE_AUTH_{type} (the return route) and
 * leaves for the check. On
 * the return route the hook takes the stored biz_no (removing it), waits 0.5 s and asks for the
 * result; without a stored biz_no, or on another page (the entry page reached by the browser's
 * back), nothing happens and the check stays for its return route.
 */
export function useIdentityCheck({ authType, onPassed, onFailed, readResult }: UseIdentityCheckOptions) {
  const [state, setState] = useState<IdentityCheckState>(() => (hasCheckToRead(authType) ? { status: 'checking' } : { status: 'idle' }));
  const callbacks = useRef({ onPassed, onFailed, readResult });
  callbacks.current = { onPassed, onFailed, readResult };
  const hasRun = useRef(false);

  useEffect(() => {
    if (hasRun.current || !hasCheckToRead(authType)) {
      return;
    }
    hasRun.current = true;
    const bizNo = takeSession(SessionKey.BIZ_NO);
    if (!bizNo) {
      return;
    }
    void (async () => {
      await wait(IDENTITY_RESULT_WAIT_MS);
      try {
        const result = await (callbacks.current.readResult ?? readMemberResult)(bizNo);
        setState({ status: 'passed', bizNo: result.biz_no, phone: result.phone });
        showSuccessToast(IDENTITY_PASSED_MESSAGE, VERIFICATION_TOAST_DURATION_MS);
        callbacks.current.onPassed?.({ bizNo: result.biz_no, phone: result.phone });
      } catch (error) {
        // A reply's own message when it sent one (not the catalogue's 操作失败 for an empty one);
        // a transport failure keeps the catalogue's wording.
        const isReply = isApiError(error) && error.envelope !== undefined && error.status === 200;
        const message = isReply ? serverMessageOf(error.envelope) : isApiError(error) ? error.message : '';
        const failure = { code: isApiError(error) ? error.code : -1, message: message || IDENTITY_FAILED_MESSAGE };
        setState({ status: 'failed', ...failure });
        callbacks.current.onFailed?.(failure);
      }
    })();
  }, [authType]);

  const start = useCallback(
    async <Name extends StartOperation>(
      operation: Name,
      payload: Omit<OperationInput<Name>, 'returnUrl' | 'consent'>,
      returnPath: string,
      options: StartOptions = {},
    ) => {
      if (!(await askConsent(ConsentPurpose.FACE_CHECK))) {
        return;
      }
      const input = { ...payload, returnUrl: returnPath, consent: true } as OperationInput<Name>;
      try {
        const started = (await call(operation, input)) as { biz_no: string; url: string };
        await options.beforeLeave?.(started);
        writeSession(SessionKey.AUTH_TYPE, authType);
        writeSession(SessionKey.BIZ_NO, started.biz_no);
        writeSession(SessionKey.faceAuthOf(authType), returnPath);
        window.location.assign(started.url);
      } catch (error) {
        if (isApiError(error) && error.code === ResponseCode.PROMISE_VIDEO_REQUIRED) {
          // The card lookup by identity has no number in its form: its reply carries a ticket instead.
          const ticket = (error.envelope?.data as Partial<PromiseVideoRequiredData> | undefined)?.ticket;
          await showPromiseVideo(typeof ticket === 'string' ? { ticket } : { serviceId: phoneOf(payload) });
        }
        options.onFailed?.(error);
      }
    },
    [authType],
  );

  return { state, start };
}
