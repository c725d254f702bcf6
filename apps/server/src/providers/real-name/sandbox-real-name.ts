import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { sandboxRealNameSessions } from '../../db/schema.ts';
import { createRandomToken } from '../../platform/secrets.ts';
import type { RealNameCheck } from './real-name.ts';

/** Stands in for the real-name service: /sandbox/real-name reads the customer's ID and face. */
export function createSandboxRealName(db: Db): RealNameCheck {
  return {
    start: async ({ bizNo, returnUrl }) => {
      const providerRef = createRandomToken();
      await db.insert(sandboxRealNameSessions).values({ providerRef, bizNo, returnUrl });
      return { url: `/sandbox/real-name?ref=${encodeURIComponent(providerRef)}` };
    },
    getResult: async (bizNo) => {
      const rows = await db.select().from(sandboxRealNameSessions).where(eq(sandboxRealNameSessions.bizNo, bizNo));
      const row = rows[0];
      return {
        status: row?.result ?? 'pending',
        customerName: row?.customerName ?? '',
        idNumber: row?.idNumber ?? '',
        address: row?.address ?? '',
      };
    },
  };
}
