import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { sandboxFaceSessions } from '../../db/schema.ts';
import { createRandomToken } from '../../platform/secrets.ts';
import type { FaceCheck } from './face-check.ts';

/** Stands in for the face check: /sandbox/face counts down 3 s and passes, or fails on request. */
export function createSandboxFaceCheck(db: Db): FaceCheck {
  return {
    start: async ({ bizNo, ownerName, returnUrl }) => {
      const providerRef = createRandomToken();
      await db.insert(sandboxFaceSessions).values({ providerRef, bizNo, ownerName, returnUrl });
      return { url: `/sandbox/face?ref=${encodeURIComponent(providerRef)}` };
    },
    getResult: async (bizNo) => {
      const rows = await db.select({ result: sandboxFaceSessions.result }).from(sandboxFaceSessions).where(eq(sandboxFaceSessions.bizNo, bizNo));
      return rows[0]?.result ?? 'pending';
    },
  };
}
