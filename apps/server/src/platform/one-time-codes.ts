import {
  SMS_CODE_MAX_WRONG_TRIES,
  SMS_CODE_TTL_SECONDS,
  SMS_MAX_PER_DAY,
  SMS_MAX_PER_HOUR,
  SMS_RESEND_INTERVAL_SECONDS,
  type SmsCodeTypeValue,
} from '@hall/contract/sms/rules';
import { CODE_SMS_KIND, codeSmsParams } from '@hall/contract/sms/templates';
import { ResponseCode } from '@hall/contract/codes';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { queryRows } from '../db/connection.ts';
import { smsCodes } from '../db/schema.ts';
import type { BaseDeps } from '../deps.ts';
import { ApiError, invalid } from './api-error.ts';
import { createNumericCode, hashShortCode } from './secrets.ts';

const HOUR_MS = 3600_000;

/** The answer when the SMS gateway fails or does not answer in time (the spec has no wording of its own). */
export const SMS_SEND_FAILED_MESSAGE = '验证码发送失败，请稍后重试';

export interface OneTimeCodes {
  /**
   * Sends a fresh code after the per-phone and per-IP limits; earlier codes of the purpose die. When
   * the gateway fails (or does not answer in time) the send is withdrawn: it counts against no limit,
   * the earlier code lives again, and the answer is -100 验证码发送失败，请稍后重试.
   */
  send(options: { phone: string; purpose: SmsCodeTypeValue; ip: string }): Promise<{ resendAfterSeconds: number }>;
  /**
   * Accepts a code once; wrong tries are counted and the code dies after too many. With
   * `keepUnused` a right code stays valid (a later step uses it up). Answers when it was sent.
   */
  verify(options: { phone: string; purpose: SmsCodeTypeValue; code: string; keepUnused?: boolean }): Promise<{ sentAt: Date }>;
}

export function createOneTimeCodes(deps: BaseDeps): OneTimeCodes {
  const hashCode = (phone: string, purpose: string, code: string) => hashShortCode(deps.secretKey, phone, purpose, code);

  const withdrawSend = async (sentId: number | undefined, supersededIds: number[], sentAt: Date) => {
    await deps.db.transaction(async (tx) => {
      if (sentId !== undefined) {
        await tx.delete(smsCodes).where(eq(smsCodes.id, sentId));
      }
      if (supersededIds.length > 0) {
        // Only the codes this send ended (their usedAt is its time), not ones used since.
        await tx
          .update(smsCodes)
          .set({ usedAt: null })
          .where(and(inArray(smsCodes.id, supersededIds), eq(smsCodes.usedAt, sentAt)));
      }
    });
  };

  return {
    send: async ({ phone, purpose, ip }) => {
      const now = deps.now();
      const code = createNumericCode(6);
      const { sentId, supersededIds } = await deps.db.transaction(async (tx) => {
        // Serialises sends per phone so two parallel requests cannot both pass the interval check.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sms:${phone}`}))`);
        const dayAgo = new Date(now.getTime() - 24 * HOUR_MS);
        const hourAgo = new Date(now.getTime() - HOUR_MS);
        const usage = await queryRows<{ last_sent: string | null; last_hour: string; last_day: string; ip_hour: string }>(
          tx,
          sql`
          select
            (select max(created_at)::text from sms_codes where phone = ${phone} and created_at > ${dayAgo}) as last_sent,
            (select count(*)::text from sms_codes where phone = ${phone} and created_at > ${hourAgo}) as last_hour,
            (select count(*)::text from sms_codes where phone = ${phone} and created_at > ${dayAgo}) as last_day,
            (select count(*)::text from sms_codes where ip = ${ip} and created_at > ${hourAgo}) as ip_hour`,
        );
        const row = usage[0];
        const lastSent = row?.last_sent ? new Date(row.last_sent) : null;
        if (lastSent) {
          const waitSeconds = Math.ceil(SMS_RESEND_INTERVAL_SECONDS - (now.getTime() - lastSent.getTime()) / 1000);
          if (waitSeconds > 0) {
            throw invalid(`验证码已发送，请${waitSeconds}秒后再试`);
          }
        }
        if (Number(row?.last_day ?? 0) >= SMS_MAX_PER_DAY) {
          throw invalid('今日获取验证码次数已达上限，请明天再试');
        }
        if (Number(row?.last_hour ?? 0) >= SMS_MAX_PER_HOUR) {
          throw invalid('获取验证码过于频繁，请一小时后再试');
        }
        if (Number(row?.ip_hour ?? 0) >= deps.config.SMS_MAX_PER_IP_PER_HOUR) {
          throw invalid('请求过于频繁，请稍后再试');
        }
        const superseded = await tx
          .update(smsCodes)
          .set({ usedAt: now })
          .where(and(eq(smsCodes.phone, phone), eq(smsCodes.purpose, purpose), isNull(smsCodes.usedAt)))
          .returning({ id: smsCodes.id });
        const inserted = await tx
          .insert(smsCodes)
          .values({
            phone,
            purpose,
            codeHash: hashCode(phone, purpose, code),
            ip,
            createdAt: now,
            expiresAt: new Date(now.getTime() + SMS_CODE_TTL_SECONDS * 1000),
          })
          .returning({ id: smsCodes.id });
        return { sentId: inserted[0]?.id, supersededIds: superseded.map((row) => row.id) };
      });
      try {
        await deps.providers.smsGateway.send({ kind: CODE_SMS_KIND[purpose], phone, params: codeSmsParams(code) });
      } catch (error) {
        // The gateway failed or did not answer in time: the code never reached the person, so it
        // neither blocks the next tap nor counts against the hourly and daily caps, and the code
        // sent before it (if still unused) works again.
        await withdrawSend(sentId, supersededIds, now);
        throw new ApiError(ResponseCode.INVALID, SMS_SEND_FAILED_MESSAGE, undefined, error);
      }
      return { resendAfterSeconds: SMS_RESEND_INTERVAL_SECONDS };
    },

    verify: async ({ phone, purpose, code, keepUnused = false }) => {
      const now = deps.now();
      const outcome = await deps.db.transaction(async (tx) => {
        const rows = await tx
          .select()
          .from(smsCodes)
          .where(and(eq(smsCodes.phone, phone), eq(smsCodes.purpose, purpose)))
          .orderBy(desc(smsCodes.createdAt))
          .limit(1)
          .for('update');
        const latest = rows[0];
        if (!latest || latest.usedAt || latest.expiresAt <= now) {
          return 'expired' as const;
        }
        if (latest.wrongAttempts >= SMS_CODE_MAX_WRONG_TRIES) {
          return 'exhausted' as const;
        }
        if (latest.codeHash !== hashCode(phone, purpose, code)) {
          await tx
            .update(smsCodes)
            .set({ wrongAttempts: latest.wrongAttempts + 1 })
            .where(eq(smsCodes.id, latest.id));
          return 'wrong' as const;
        }
        if (!keepUnused) {
          await tx.update(smsCodes).set({ usedAt: now }).where(eq(smsCodes.id, latest.id));
        }
        return { sentAt: latest.createdAt };
      });
      switch (outcome) {
        case 'wrong':
          throw invalid('验证码错误，请重新输入');
        case 'exhausted':
          throw invalid('验证码错误次数过多，请重新获取');
        case 'expired':
          throw invalid('验证码已失效，请重新获取');
        default:
          return outcome;
      }
    },
  };
}
