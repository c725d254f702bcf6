import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/connection.ts';
import { agentCaptchas, sandboxCaptchaOutbox } from '../../db/schema.ts';

export async function insertCaptcha(db: Executor, randomStrHash: string, answerHash: string, expiresAt: Date): Promise<void> {
  await db
    .insert(agentCaptchas)
    .values({ randomStrHash, answerHash, expiresAt })
    .onConflictDoUpdate({ target: agentCaptchas.randomStrHash, set: { answerHash, expiresAt, usedAt: null } });
}

/** Marks the captcha of a random string used and answers its hash; null when none is usable. */
export async function consumeCaptcha(db: Executor, randomStrHash: string, now: Date): Promise<string | null> {
  const rows = await db
    .update(agentCaptchas)
    .set({ usedAt: now })
    .where(and(eq(agentCaptchas.randomStrHash, randomStrHash), isNull(agentCaptchas.usedAt), gt(agentCaptchas.expiresAt, now)))
    .returning({ answerHash: agentCaptchas.answerHash });
  return rows[0]?.answerHash ?? null;
}

/** Sandbox only: keeps the captcha text so browser journeys can read it like a person reads the image. */
export async function recordSandboxCaptcha(db: Executor, randomStr: string, answer: string, now: Date): Promise<void> {
  await db
    .insert(sandboxCaptchaOutbox)
    .values({ randomStr, answer, createdAt: now })
    .onConflictDoUpdate({ target: sandboxCaptchaOutbox.randomStr, set: { answer, createdAt: now } });
}
