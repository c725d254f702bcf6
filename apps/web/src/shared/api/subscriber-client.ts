import { authEndpoints } from '@hall/contract/auth/endpoints';
import { DefaultMessage, ResponseCode, type Envelope } from '@hall/contract/codes';
import { hallEndpoints } from '@hall/contract/hall/endpoints';
import { memberEndpoints } from '@hall/contract/member/endpoints';
import { ACTIVE_NUMBER_HEADER } from '@hall/contract/member/rules';
import type { Endpoint } from '@hall/contract/operation';
import { rechargeEndpoints } from '@hall/contract/recharge/endpoints';
import type { SubscriberOperationName } from '@hall/contract/subscriber-endpoints';
import { navigateTo } from '../lib/navigation.ts';
import { readToken, removeToken } from '../lib/storage.ts';
import { showConfirm } from '../ui/dialogs.ts';
import { createApiClient } from './create-api-client.ts';
import { readShownNumber } from './shown-number.ts';
import { messageOrDefault, reactToEnvelope, type Reaction } from './error-catalogue.ts';
import type * as WholeTableModule from './subscriber-endpoint-table.ts';

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

/** The first route's operations (the login, the member, the hall and its recharge tab): these come with the entry. */
const FIRST_ROUTE_ENDPOINTS: Partial<Record<SubscriberOperationName, Endpoint>> = {
  ...authEndpoints,
  ...memberEndpoints,
  ...hallEndpoints,
  ...rechargeEndpoints,
};

type WholeTable = typeof WholeTableModule;

let wholeTable: WholeTable | undefined;
let loadingWholeTable: Promise<WholeTable> | undefined;

/** Loads the hall's whole endpoint table once (a failed load is tried again by the next call). */
export function loadSubscriberEndpoints(): Promise<WholeTable> {
  if (!loadingWholeTable) {
    loadingWholeTable = import('./subscriber-endpoint-table.ts').then((table) => {
      wholeTable = table;
      return table;
    });
    loadingWholeTable.catch(() => {
      loadingWholeTable = undefined;
    });
  }
  return loadingWholeTable;
}

function findEndpoint(name: SubscriberOperationName): Endpoint | Promise<Endpoint> {
  return FIRST_ROUTE_ENDPOINTS[name] ?? wholeTable?.subscriberEndpoints[name] ?? loadSubscriberEndpoints().then((table) => table.subscriberEndpoints[name]);
}

function askToBind(envelope: Envelope, reaction: Reaction, operationName: SubscriberOperationName): string {
  // Spec 2's flows are not on the first route, so their call has loaded the whole table.
  if (!wholeTable?.CONFIRMS_NOT_BOUND.has(operationName)) {
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
  endpoints: findEndpoint,
  authenticate: (request) => {
    const token = readToken();
    if (token) {
      request.fields.token = token;
    }
    const shownNumber = readShownNumber();
    if (shownNumber) {
      request.headers[ACTIVE_NUMBER_HEADER] = shownNumber;
    }
  },
  reactions: { [ResponseCode.NOT_LOGGED_IN]: offerLogin, [ResponseCode.NOT_BOUND]: askToBind, [ResponseCode.SESSION_GONE]: forgetSession },
  // A binary operation is in the whole table, which finding its endpoint has loaded.
  readFile: (response, name) => wholeTable?.readDownloadedFile(response, name),
});
