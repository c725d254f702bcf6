import { SUBSCRIBE_GRANTS_MAX, SubscribeMessage, type SubscribeScene } from '@hall/contract/wechat/rules';
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { Executor } from '../db/connection.ts';
import { members, wechatSubscribeGrants } from '../db/schema.ts';
import type { AppDeps } from '../deps.ts';
import { invalid } from './api-error.ts';

// One-time subscription messages (公众号一次性订阅): each 允许 a member taps in wx-open-subscribe
// is one message the official account may send them. The page records each grant; a send spends
// exactly one with a conditional update, so two sends at once never spend the same grant.

/** The template the operator configured for a scene, or null when the scene is not offered. */
export function subscribeTemplateOf(config: Pick<Config, 'WECHAT_SUBSCRIBE_TEMPLATE_USAGE_ALERT'>, scene: SubscribeScene): string | null {
  switch (scene) {
    case 'usageAlert':
      return config.WECHAT_SUBSCRIBE_TEMPLATE_USAGE_ALERT || null;
  }
}

const unspentOf = (memberId: number, scene: SubscribeScene, templateId: string) =>
  and(
    eq(wechatSubscribeGrants.memberId, memberId),
    eq(wechatSubscribeGrants.scene, scene),
    eq(wechatSubscribeGrants.templateId, templateId),
    isNull(wechatSubscribeGrants.spentAt),
  );

/** Grants the member holds for the scene's current template. */
export async function countSubscribeGrants(db: Executor, memberId: number, scene: SubscribeScene, templateId: string): Promise<number> {
  const [row] = await db
    .select({ grants: count() })
    .from(wechatSubscribeGrants)
    .where(unspentOf(memberId, scene, templateId));
  return row?.grants ?? 0;
}

/** WECHAT_SUBSCRIBE_GRANTS: the template the page asks for, and how many grants the member holds. */
export async function readSubscribeGrants(deps: AppDeps, memberId: number, scene: SubscribeScene): Promise<{ templateId: string | null; grants: number }> {
  const templateId = subscribeTemplateOf(deps.config, scene);
  return { templateId, grants: templateId ? await countSubscribeGrants(deps.db, memberId, scene, templateId) : 0 };
}

/** WECHAT_SUBSCRIBE_GRANT: records one accepted subscription of the scene's template. */
export async function recordSubscribeGrant(deps: AppDeps, memberId: number, input: { scene: SubscribeScene; templateId: string }): Promise<{ grants: number }> {
  const templateId = subscribeTemplateOf(deps.config, input.scene);
  if (!templateId) {
    throw invalid(SubscribeMessage.NOT_OFFERED);
  }
  if (input.templateId !== templateId) {
    throw invalid(SubscribeMessage.TEMPLATE_MISMATCH);
  }
  return deps.db.transaction(async (tx) => {
    // One member's grants are counted and added one request at a time.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('wechat-subscribe-grant'), ${memberId}::int)`);
    const held = await countSubscribeGrants(tx, memberId, input.scene, templateId);
    if (held >= SUBSCRIBE_GRANTS_MAX) {
      throw invalid(SubscribeMessage.TOO_MANY_GRANTS);
    }
    await tx.insert(wechatSubscribeGrants).values({ memberId, scene: input.scene, templateId, grantedAt: deps.now() });
    return { grants: held + 1 };
  });
}

/** Spends the member's oldest grant of the template: its id, or null when none is left. */
async function spendOneGrant(db: Executor, memberId: number, scene: SubscribeScene, templateId: string, now: Date): Promise<number | null> {
  const oldest = db
    .select({ id: wechatSubscribeGrants.id })
    .from(wechatSubscribeGrants)
    .where(unspentOf(memberId, scene, templateId))
    .orderBy(asc(wechatSubscribeGrants.id))
    .limit(1)
    .for('update', { skipLocked: true });
  const [spent] = await db
    .update(wechatSubscribeGrants)
    .set({ spentAt: now })
    // The condition is the guarantee: a grant another send spent in between is not spent again.
    .where(and(sql`${wechatSubscribeGrants.id} = (${oldest})`, isNull(wechatSubscribeGrants.spentAt)))
    .returning({ id: wechatSubscribeGrants.id });
  return spent?.id ?? null;
}

export type SubscriptionSendResult =
  | { isSent: true; grantId: number }
  /** notOffered: no template configured; noGrant: none left; refused: WeChat refused it (the grant is spent). */
  | { isSent: false; reason: 'notOffered' | 'noGrant' | 'refused'; detail?: string };

/**
 * Sends a one-time subscription message of `scene` to the member, spending one grant; answers
 * noGrant when none is left. When WeChat cannot be reached the grant is given back and the error
 * thrown, so the caller may try again; a refusal keeps it spent (WeChat holds no such grant).
 */
export async function sendSubscriptionMessage(
  deps: AppDeps,
  memberId: number,
  scene: SubscribeScene,
  data: Record<string, string>,
  options: { url?: string } = {},
): Promise<SubscriptionSendResult> {
  const templateId = subscribeTemplateOf(deps.config, scene);
  if (!templateId) {
    return { isSent: false, reason: 'notOffered' };
  }
  const [member] = await deps.db.select({ openid: members.openid }).from(members).where(eq(members.id, memberId));
  if (!member) {
    return { isSent: false, reason: 'noGrant' };
  }
  const grantId = await spendOneGrant(deps.db, memberId, scene, templateId, deps.now());
  if (grantId === null) {
    return { isSent: false, reason: 'noGrant' };
  }
  let answer;
  try {
    answer = await deps.providers.wechatMessages.sendSubscription({
      dedupeKey: `grant:${grantId}`,
      openid: member.openid,
      templateId,
      url: options.url ?? '',
      data,
    });
  } catch (error) {
    await deps.db.update(wechatSubscribeGrants).set({ spentAt: null }).where(eq(wechatSubscribeGrants.id, grantId));
    throw error;
  }
  return answer.isDelivered ? { isSent: true, grantId } : { isSent: false, reason: 'refused', detail: `errcode ${answer.errcode}: ${answer.errmsg}` };
}
