import type { SandboxWechatMessage } from '@hall/contract/console-sandbox/schemas';
import { desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/connection.ts';
import { memberNumbers, members, sandboxWechatOutbox } from '../db/schema.ts';

const LIST_LIMIT = 50;

/** What the sandbox's official account sent, newest first, with the number and name of each recipient; `phone` narrows it to the members holding that number. */
export async function listSandboxWechatMessages(db: Db, phone: string | undefined): Promise<SandboxWechatMessage[]> {
  const rows = await db
    .select({ message: sandboxWechatOutbox, phone: members.boundPhone, nickname: members.nickname })
    .from(sandboxWechatOutbox)
    .leftJoin(members, eq(members.openid, sandboxWechatOutbox.openid))
    .where(phone ? inArray(members.id, db.select({ id: memberNumbers.memberId }).from(memberNumbers).where(eq(memberNumbers.phone, phone))) : undefined)
    .orderBy(desc(sandboxWechatOutbox.id))
    .limit(LIST_LIMIT);
  return rows.map(({ message, phone: boundPhone, nickname }) => ({
    id: message.id,
    kind: message.kind,
    openid: message.openid,
    phone: boundPhone,
    nickname,
    templateId: message.templateId,
    url: message.url,
    data: message.data,
    createdAt: message.createdAt.toISOString(),
  }));
}
