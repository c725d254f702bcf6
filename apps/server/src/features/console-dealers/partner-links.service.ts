import { DealerMessage } from '@hall/contract/console-dealers/rules';
import type { OperationOutput, OperationRequest } from '@hall/contract/schemas';
import type { AppDeps } from '../../deps.ts';
import type { Executor } from '../../db/connection.ts';
import { findAgentByWorkNo } from '../../platform/agent-sessions.ts';
import { invalid } from '../../platform/api-error.ts';
import { insertAuditEntry } from '../../domain/audit-log.ts';
import { insertPartnerLink, replacePartnerSecret, setPartnerLinkDisabled } from '../../domain/partner-links.ts';
import { createRandomToken } from '../../platform/secrets.ts';
import type { AuthenticatedStaff } from '../../platform/staff-sessions.ts';
import { listPartnerLinks } from './partner-links.repository.ts';

// Partner links in the console's 渠道管理 (admin): which agent a channel prefix logs in, and the
// secret the partner's site signs its links with. The secret is answered once, at creation and at
// each rotation, and is never written to the audit log.

function audit(deps: AppDeps, db: Executor, staff: AuthenticatedStaff, action: string, channel: string, detail: Record<string, unknown>) {
  return insertAuditEntry(db, { createdAt: deps.now(), staffId: staff.id, action, subjectType: 'partner_link', subjectId: channel, detail });
}

export async function readPartnerLinks(deps: AppDeps): Promise<OperationOutput<'CONSOLE_PARTNER_LINKS'>> {
  const rows = await listPartnerLinks(deps.db);
  return {
    list: rows.map((row) => ({
      channel: row.channel,
      workNo: row.workNo,
      agentName: row.agentName,
      dealerName: row.dealerName,
      isDisabled: row.disabledAt !== null,
      createdAt: row.createdAt.toISOString(),
      secretRotatedAt: row.secretRotatedAt.toISOString(),
    })),
  };
}

export async function createPartnerLink(deps: AppDeps, staff: AuthenticatedStaff, input: OperationRequest<'CONSOLE_CREATE_PARTNER_LINK'>) {
  if (!(await findAgentByWorkNo(deps.db, input.workNo))) {
    throw invalid(DealerMessage.AGENT_NOT_FOUND);
  }
  const secret = createRandomToken();
  await deps.db.transaction(async (tx) => {
    if (!(await insertPartnerLink(tx, deps.secretKey, { channel: input.channel, workNo: input.workNo, secret, now: deps.now() }))) {
      throw invalid(DealerMessage.PARTNER_LINK_EXISTS);
    }
    await audit(deps, tx, staff, 'partner_link_create', input.channel, { workNo: input.workNo });
  });
  return { channel: input.channel, secret };
}

/** A new secret: links the partner signed with the old one are refused from now on. */
export async function rotatePartnerSecret(deps: AppDeps, staff: AuthenticatedStaff, input: OperationRequest<'CONSOLE_ROTATE_PARTNER_SECRET'>) {
  const secret = createRandomToken();
  await deps.db.transaction(async (tx) => {
    if (!(await replacePartnerSecret(tx, deps.secretKey, input.channel, secret, deps.now()))) {
      throw invalid(DealerMessage.PARTNER_LINK_NOT_FOUND);
    }
    await audit(deps, tx, staff, 'partner_link_rotate_secret', input.channel, {});
  });
  return { channel: input.channel, secret };
}

export function switchPartnerLink(
  deps: AppDeps,
  staff: AuthenticatedStaff,
  input: OperationRequest<'CONSOLE_SET_PARTNER_LINK_DISABLED'>,
): Promise<OperationOutput<'CONSOLE_SET_PARTNER_LINK_DISABLED'>> {
  return deps.db.transaction(async (tx) => {
    if (!(await setPartnerLinkDisabled(tx, input.channel, input.isDisabled, deps.now()))) {
      throw invalid(DealerMessage.PARTNER_LINK_NOT_FOUND);
    }
    await audit(deps, tx, staff, input.isDisabled ? 'partner_link_disable' : 'partner_link_enable', input.channel, {});
    return { channel: input.channel, isDisabled: input.isDisabled };
  });
}
