import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/connection.ts';
import { members, oauthStates } from '../../db/schema.ts';
import type { WechatProfile } from '../../providers/wechat-oauth/wechat-oauth.ts';

export async function insertOAuthState(db: Executor, stateHash: string, expiresAt: Date): Promise<void> {
  await db.insert(oauthStates).values({ stateHash, expiresAt });
}

/** Marks a state used; false when it is unknown, expired or already used. */
export async function useOAuthState(db: Executor, stateHash: string, now: Date): Promise<boolean> {
  const used = await db
    .update(oauthStates)
    .set({ usedAt: now })
    .where(and(eq(oauthStates.stateHash, stateHash), isNull(oauthStates.usedAt), gt(oauthStates.expiresAt, now)))
    .returning({ stateHash: oauthStates.stateHash });
  return used.length === 1;
}

/** Creates the member of a WeChat user on first login, refreshing the profile after. */
export async function upsertMember(db: Executor, profile: WechatProfile): Promise<number> {
  const rows = await db
    .insert(members)
    .values({ openid: profile.openid, nickname: profile.nickname, avatarUrl: profile.avatarUrl, isSnapshotUser: profile.isSnapshotUser })
    .onConflictDoUpdate({
      target: members.openid,
      // A nickname the member corrected in 个人信息管理 is theirs: WeChat's no longer replaces it.
      set: {
        nickname: sql`case when ${members.nicknameCorrectedAt} is null then excluded.nickname else ${members.nickname} end`,
        avatarUrl: sql`excluded.avatar_url`,
        isSnapshotUser: sql`excluded.is_snapshot_user`,
      },
    })
    .returning({ id: members.id });
  const id = rows[0]?.id;
  if (id === undefined) {
    throw new Error('member upsert returned nothing');
  }
  return id;
}
