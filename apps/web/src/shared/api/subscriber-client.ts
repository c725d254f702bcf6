import { applicationsEndpoints } from '@hall/contract/applications/endpoints';
import { DefaultMessage, ResponseCode, type Envelope } from '@hall/contract/codes';
import { invoicesEndpoints } from '@hall/contract/invoices/endpoints';
import { packageChangeEndpoints } from '@hall/contract/package-change/endpoints';
import { smsRegisterEndpoints } from '@hall/contract/sms-register/endpoints';
import { subscriberEndpoints, type SubscriberOperationName } from '@hall/contract/subscriber-endpoints';
import { navigateTo } from '../lib/navigation.ts';
import { readToken, removeToken } from '../lib/storage.ts';
import { showConfirm } from '../ui/dialogs.ts';
import { createApiClient } from './create-api-client.ts';
import { messageOrDefault, reactToEnvelope, type Reaction } from './error-catalogue.ts';

export type { CallOptions } from './create-api-client.ts';

/** A lost subscriber session: the token goes, and the person is offered the way back to the login. */
function offerLogin(envelope: Envelope): string {
  removeToken();
  const message = messageOrDefault(envelope, DefaultMessage.NOT_LOGGED_IN);
  void showConfirm({ title: '提示', content: message, confirmText: '去登录' }).then((isConfirmed) => {
    if (isConfirmed) {
      navigateTo('/PersonalInformation');
    }
  });
  return message;
}

/**
 * Spec 2's handling flows (cancellation and transfers, invoices, package change, SMS
 * do-not-disturb) answer -102 with the same confirm as -101 (去登录); spec 1's hall toasts and
 * goes to the personal information page at once (the catalogue's reaction).
 */
const CONFIRMS_NOT_BOUND = new Set<string>(Object.keys({ ...applicationsEndpoints, ...invoicesEndpoints, ...packageChangeEndpoints, ...smsRegisterEndpoints }));

function askToBind(envelope: Envelope, reaction: Reaction, operationName: SubscriberOperationName): string {
  if (!CONFIRMS_NOT_BOUND.has(operationName)) {
    return reactToEnvelope(envelope, reaction);
  }
  const message = messageOrDefault(envelope, DefaultMessage.NOT_BOUND);
  void showConfirm({ title: '提示', content: message, confirmText: '去登录' }).then((isConfirmed) => {
    if (isConfirmed) {
      navigateTo('/PersonalInformation');
    }
  });
  return message;
}

/** The session watcher says the session is gone: the token goes, the catalogue says the rest. */
function forgetSession(envelope: Envelope, reaction: Reaction): string {
  removeToken();
  return reactToEnvelope(envelope, reaction);
}

/**
 * The subscriber hall's client: the token travels in the body (or the query of a GET), as the
 * spec's client sends it; operations of the hall's areas are looked up in the hall's table only.
 */
export const call = createApiClient<SubscriberOperationName>({
  endpoints: subscriberEndpoints,
  authenticate: (request) => {
    const token = readToken();
    if (token) {
      request.fields.token = token;
    }
  },
  reactions: { [ResponseCode.NOT_LOGGED_IN]: offerLogin, [ResponseCode.NOT_BOUND]: askToBind, [ResponseCode.SESSION_GONE]: forgetSession },
});
