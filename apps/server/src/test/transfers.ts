import { eq } from 'drizzle-orm';
import { applications, members, transferOrders } from '../db/schema.ts';
import type { TestApp } from './test-app.ts';

/**
 * A transfer (过户) of the number as its decision leaves it, decided at `decidedAt`, without the
 * hall's steps (features/applications' tests take those): for the pages that start at the receiver's.
 */
export async function recordTransfer(api: TestApp, phone: string, decidedAt: Date): Promise<void> {
  const [initiator] = await api.deps.db.select({ id: members.id }).from(members).where(eq(members.boundPhone, phone)).limit(1);
  if (!initiator) {
    throw new Error(`no member holds ${phone}`);
  }
  const [application] = await api.deps.db
    .insert(applications)
    .values({
      applicationNo: `GH-${phone}-${decidedAt.getTime()}`,
      kind: 'transferOut',
      memberId: initiator.id,
      phone,
      bizNo: `biz-transfer-${phone}`,
      status: 'passed',
    })
    .returning({ id: applications.id });
  await api.deps.db.insert(transferOrders).values({
    orderNo: `GH-${phone}-${decidedAt.getTime()}`,
    phone,
    initiatorMemberId: initiator.id,
    applicationId: application!.id,
    codeHash: 'decided',
    expiresAt: decidedAt,
    outcome: 'transferred',
    decidedAt,
  });
}
