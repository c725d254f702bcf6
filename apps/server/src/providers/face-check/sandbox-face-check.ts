import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { sandboxFaceSessions } from '../../db/schema.ts';
import { maskIdNumber } from '../../platform/masking.ts';
import { createRandomToken } from '../../platform/secrets.ts';
import type { FaceCheck } from './face-check.ts';

/** Stands in for the face check: /sandbox/face counts down 3 s and passes, or fails on request. */
export function createSandboxFaceCheck(db: Db): FaceCheck {
  return {
    start: async ({ bizNo, ownerName, idNumber, returnUrl }) => {
      const providerRef = createRandomToken();
      // The page shows whom it checks; the sandbox keeps only the masked ID, never the full number.
      const idNumberMasked = idNumber ? maskIdNumber(idNumber) : '';
      await db.insert(sandboxFaceSessions).values({ providerRef, bizNo, ownerName, idNumberMasked, returnUrl });
      return { url: `/sandbox/face?ref=${encodeURIComponent(providerRef)}` };
    },
    getResult: async (bizNo) => {
      const rows = await db.select({ result: sandboxFaceSessions.result }).from(sandboxFaceSessions).where(eq(sandboxFaceSessions.bizNo, bizNo));
      return rows[0]?.result ?? 'pending';
    },
  };
}
