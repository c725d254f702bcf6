import type { Envelope } from '@hall/contract/codes';
import { endpoints, type OperationName } from '@hall/contract/endpoints';
import type { OperationInput } from '@hall/contract/schemas';
import { TEST_STAFF_PASSWORD, type TestApp } from './test-app.ts';

/** Demo console accounts of the seed, one per role. */
export const DemoStaff = { ADMIN: 'admin', AUDITOR: 'auditor', SERVICE: 'service', EDITOR: 'editor' } as const;

/** Logs a demo staff member into the console and answers the session cookie ("name=value"). */
export async function logInStaff(api: TestApp, username: string): Promise<string> {
  const response = await api.app.inject({ method: 'POST', url: endpoints.CONSOLE_LOGIN.path, payload: { username, password: TEST_STAFF_PASSWORD } });
  const cookie = String(response.headers['set-cookie'] ?? '').split(';')[0] ?? '';
  if (response.json<Envelope>().code !== 1 || !cookie) {
    throw new Error(`console login failed for ${username}`);
  }
  return cookie;
}

/**
 * The headers the console page's requests carry: the session cookie and the app's own Origin (a
 * browser adds it to every POST; staff operations refuse a request without it).
 */
export function consoleHeaders(api: TestApp, cookie: string): Record<string, string> {
  return { cookie, origin: new URL(api.deps.config.PUBLIC_URL).origin };
}

/** Calls a console operation with a staff session cookie, as the console page does. */
export async function callAsStaff<Name extends OperationName>(
  api: TestApp,
  name: Name,
  cookie: string,
  payload: OperationInput<Name> | Record<string, unknown> = {},
): Promise<Envelope> {
  const response = await api.app.inject({ method: 'POST', url: endpoints[name].path, headers: consoleHeaders(api, cookie), payload });
  return response.json<Envelope>();
}

/** A console CSV export as the page receives it: the reply, its file name, and its lines without the BOM. */
export interface ExportedCsv {
  statusCode: number;
  fileName: string;
  hasBom: boolean;
  lines: string[];
  /** The refusal when the reply is an envelope instead of a file. */
  envelope: Envelope | null;
}

/** Calls a binary console export with a staff session cookie and reads its file (or its refusal). */
export async function exportAsStaff<Name extends OperationName>(
  api: TestApp,
  name: Name,
  cookie: string,
  payload: OperationInput<Name> | Record<string, unknown>,
): Promise<ExportedCsv> {
  const response = await api.app.inject({ method: 'POST', url: endpoints[name].path, headers: consoleHeaders(api, cookie), payload });
  const isCsv = String(response.headers['content-type']).startsWith('text/csv');
  const disposition = /filename\*=UTF-8''(.+)$/.exec(String(response.headers['content-disposition'] ?? ''));
  return {
    statusCode: response.statusCode,
    fileName: disposition?.[1] ? decodeURIComponent(disposition[1]) : '',
    hasBom: response.body.startsWith('\uFEFF'),
    lines: isCsv ? response.body.replace(/^\uFEFF/, '').split('\r\n') : [],
    envelope: isCsv ? null : response.json<Envelope>(),
  };
}
