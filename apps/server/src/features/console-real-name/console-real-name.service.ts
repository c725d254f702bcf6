import { isReachable } from '@hall/contract/number-state';
import { randomBytes } from 'node:crypto';
import { REAL_NAME_ORDER_TTL_SECONDS } from '@hall/contract/applications/rules';
import { ResponseCode } from '@hall/contract/codes';
import { REAL_NAME_ORDER_LIST_LIMIT, RealNameOrderMessage } from '@hall/contract/console-real-name/rules';
import type { IssuedRealNameOrder, RealNameOrder } from '@hall/contract/console-real-name/schemas';
import type { OperationOutput } from '@hall/contract/schemas';
import type { AppDeps } from '../../deps.ts';
import { ApiError, invalid } from '../../platform/api-error.ts';
import { insertAuditEntry } from '../../domain/audit-log.ts';
import { maskPhone } from '../../platform/masking.ts';
import type { AuthenticatedStaff } from '../../platform/staff-sessions.ts';
import { findUsableOrderOfPhone, insertOrder, listLatestOrders, lockNumberForIssue, type RealNameOrderRow } from './console-real-name.repository.ts';
import { qrCodeDataUrl } from '../../platform/qr-code.ts';

/** 128 random bits, base64url: 22 characters the link's id field accepts ([\w-]). */
function createOrderId(): string {
  return randomBytes(16).toString('base64url');
}

function presentOrder(row: RealNameOrderRow, now: Date): RealNameOrder {
  let state: RealNameOrder['state'] = row.status;
  if (row.status === 'waiting' && row.expiresAt <= now) {
    state = 'expired';
  }
  return {
    id: row.id,
    phone: maskPhone(row.phone),
    reason: row.reason,
    issuedBy: row.issuedBy,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    state,
    submittedAt: row.submittedAt?.toISOString() ?? null,
  };
}

/** The order with the absolute address of its subscriber page (PUBLIC_URL) and that address as a QR code. */
async function withLink(deps: AppDeps, row: RealNameOrderRow, now: Date): Promise<IssuedRealNameOrder> {
  const link = `${deps.config.PUBLIC_URL.replace(/\/+$/, '')}/realNameLink?id=${encodeURIComponent(row.id)}`;
  return { order: presentOrder(row, now), link, qrCode: await qrCodeDataUrl(link) };
}

async function requireOpenNumber(deps: AppDeps, phone: string): Promise<void> {
  const subscriber = await deps.boss.findSubscriber(phone);
  if (!subscriber) {
    throw invalid(RealNameOrderMessage.NOT_OURS);
  }
  if (!isReachable(subscriber.status)) {
    throw invalid(RealNameOrderMessage.CANCELLED);
  }
}

/**
 * CONSOLE_REAL_NAME_ORDER_ISSUE: a new link for a number of ours that has no usable one. A number
 * with a waiting, unexpired link is refused, and the refusal carries that link (data), so staff
 * hand out the same one instead of two.
 */
export async function issueRealNameOrder(deps: AppDeps, staff: AuthenticatedStaff, input: { phone: string; reason: string }): Promise<IssuedRealNameOrder> {
  await requireOpenNumber(deps, input.phone);
  const now = deps.now();
  const outcome = await deps.db.transaction(async (tx) => {
    await lockNumberForIssue(tx, input.phone);
    const existing = await findUsableOrderOfPhone(tx, input.phone, now);
    if (existing) {
      return { isNew: false, row: existing };
    }
    const row: RealNameOrderRow = {
      id: createOrderId(),
      phone: input.phone,
      reason: input.reason,
      issuedBy: staff.displayName,
      status: 'waiting',
      createdAt: now,
      expiresAt: new Date(now.getTime() + REAL_NAME_ORDER_TTL_SECONDS * 1000),
      submittedAt: null,
    };
    await insertOrder(tx, { id: row.id, phone: row.phone, reason: row.reason, issuedBy: staff.id, createdAt: row.createdAt, expiresAt: row.expiresAt });
    await insertAuditEntry(tx, {
      createdAt: deps.now(),
      staffId: staff.id,
      action: 'real_name_order_issue',
      subjectType: 'real_name_order',
      subjectId: row.id,
      detail: { phone: input.phone, reason: input.reason, expiresAt: row.expiresAt.toISOString() },
    });
    return { isNew: true, row };
  });
  const issued = await withLink(deps, outcome.row, now);
  if (!outcome.isNew) {
    throw new ApiError(ResponseCode.INVALID, RealNameOrderMessage.WAITING_EXISTS, issued);
  }
  return issued;
}

/** CONSOLE_REAL_NAME_ORDERS: the latest orders, newest first; a waiting order past its end shows as expired. */
export async function listRealNameOrders(deps: AppDeps): Promise<OperationOutput<'CONSOLE_REAL_NAME_ORDERS'>> {
  const rows = await listLatestOrders(deps.db, REAL_NAME_ORDER_LIST_LIMIT);
  const now = deps.now();
  return { list: rows.map((row) => presentOrder(row, now)), limit: REAL_NAME_ORDER_LIST_LIMIT };
}
