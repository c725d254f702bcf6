// The storage keys of the spec. Local storage survives the WeChat web view being closed;
// session storage holds the identity-check hand-over between leaving and returning.
// The spec's Phone, userId, price, checkedList and selectFlag are the monthly invoice flow's (the
// spec stores Phone on invoice verification); package change and the SMS do-not-disturb service
// keep their values of the same names under keys of their own, so no flow reads another's.

export const LocalKey = {
  TOKEN: 'token',
  PHONE: 'Phone',
  USER_ID: 'userId',
  PRICE: 'price',
  CHECKED_LIST: 'checkedList',
  SELECT_FLAG: 'selectFlag',
  BIZ_NO: 'biz_no',
  PACKAGE_CHANGE_CHECKED_LIST: 'packageChange.checkedList',
  PACKAGE_CHANGE_PRICE: 'packageChange.price',
  PACKAGE_CHANGE_SELECT_FLAG: 'packageChange.selectFlag',
  SMS_REGISTER_PHONE: 'smsRegister.Phone',
  /** '1' while care mode is on: index.html's bootstrap script reads it before the first paint. */
  CARE_MODE: 'careMode',
  /** The agent session (agent area); never sent to subscriber operations. */
  AGENT_TOKEN: 'tokens',
} as const;

export const SessionKey = {
  AUTH_TYPE: 'AUTH_TYPE',
  BIZ_NO: 'biz_no',
  /** FACE_AUTH_{type}: the return route of the check of that auth type; only that page reads the result (not the entry page on a back). */
  faceAuthOf: (authType: string) => `FACE_AUTH_${authType}`,
} as const;

function safely<T>(read: () => T, fallback: T): T {
  try {
    return read();
  } catch {
    // Private mode or a full quota: behave as if nothing is stored.
    return fallback;
  }
}

export function readLocal(key: string): string | null {
  return safely(() => window.localStorage.getItem(key), null);
}

export function writeLocal(key: string, value: string): void {
  safely(() => window.localStorage.setItem(key, value), undefined);
}

export function removeLocal(key: string): void {
  safely(() => window.localStorage.removeItem(key), undefined);
}

export function readSession(key: string): string | null {
  return safely(() => window.sessionStorage.getItem(key), null);
}

export function writeSession(key: string, value: string): void {
  safely(() => window.sessionStorage.setItem(key, value), undefined);
}

/** Reads a session value and removes it, so it is used at most once. */
export function takeSession(key: string): string | null {
  const value = readSession(key);
  safely(() => window.sessionStorage.removeItem(key), undefined);
  return value;
}

export function readToken(): string | null {
  return readLocal(LocalKey.TOKEN);
}

export function writeToken(token: string): void {
  writeLocal(LocalKey.TOKEN, token);
}

export function removeToken(): void {
  removeLocal(LocalKey.TOKEN);
}

export function readAgentToken(): string | null {
  return readLocal(LocalKey.AGENT_TOKEN);
}

export function writeAgentToken(token: string): void {
  writeLocal(LocalKey.AGENT_TOKEN, token);
}

export function removeAgentToken(): void {
  removeLocal(LocalKey.AGENT_TOKEN);
}
