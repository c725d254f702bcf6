import type { Envelope } from '@hall/contract/codes';
import { endpoints, type OperationName } from '@hall/contract/endpoints';
import type { CallResult } from './client.ts';

// The operator console as the fault tests drive it: a demo staff login (seeded with the sandbox
// password) and operations carrying the session cookie, timed like every other call.

const DEMO_STAFF_PASSWORD = process.env.DEMO_STAFF_PASSWORD ?? 'sandbox-staff-pass';

/** Logs a demo staff member in; the session cookie ("name=value"). */
export async function logInStaff(baseUrl: string, username: string): Promise<string> {
  const response = await fetch(`${baseUrl}${endpoints.CONSOLE_LOGIN.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: DEMO_STAFF_PASSWORD }),
  });
  const envelope = (await response.json()) as Envelope;
  const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  if (envelope.code !== 1 || !cookie) {
    throw new Error(`console login failed for ${username}: ${envelope.msg}`);
  }
  return cookie;
}

/** Calls a console operation with the staff session cookie; a transport failure is a result too. */
export async function callAsStaff(
  baseUrl: string,
  name: OperationName,
  cookie: string,
  payload: Record<string, unknown>,
  timeoutMs = 30_000,
): Promise<CallResult> {
  const startedAt = Date.now();
  try {
    const response = await fetch(`${baseUrl}${endpoints[name].path}`, {
      method: 'POST',
      // The console page's origin: staff operations refuse a request from anywhere else.
      headers: { 'content-type': 'application/json', cookie, origin: new URL(baseUrl).origin },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const envelope = (await response.json().catch(() => undefined)) as Envelope | undefined;
    return { name, status: response.status, envelope, startedAt, elapsedMs: Date.now() - startedAt };
  } catch (error) {
    return { name, status: 0, error: String((error as { cause?: { code?: string } }).cause?.code ?? error), startedAt, elapsedMs: Date.now() - startedAt };
  }
}
