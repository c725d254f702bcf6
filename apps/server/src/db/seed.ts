import { hash } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from './connection.ts';
import {
  agents,
  callerPackages,
  callerSubscriptions,
  bossMonthlyFees,
  dealers,
  members,
  packages,
  pointsAccounts,
  rechargeProducts,
  sandboxWechatUsers,
  subscribers,
} from './schema.ts';
import {
  demoAgents,
  demoCallerPackages,
  demoCallerSubscriptions,
  demoMonthsAgo,
  demoDealers,
  demoPackages,
  demoRechargeProducts,
  demoSubscribers,
  demoStaffAccounts,
  demoWechatUsers,
  buildDemoMonthlyFees,
} from './demo-data.ts';
import { upsertStaffUser } from './staff-users.ts';

export interface SeedOptions {
  demoAgentPassword: string;
  /** Password of the demo console accounts (admin, auditor, service, editor); none when absent. */
  demoStaffPassword?: string;
}

/** Loads the demo data into an empty database; does nothing when packages already exist. */
export async function seedDemoData(db: Db, options: SeedOptions): Promise<boolean> {
  const existing = await queryRows<{ count: string }>(db, sql`select count(*)::text as count from packages`);
  if (Number(existing[0]?.count ?? 0) > 0) {
    return false;
  }
  const agentPasswordHash = await hash(options.demoAgentPassword);
  await db.transaction(async (tx) => {
    await tx.insert(packages).values(demoPackages);
    await tx.insert(subscribers).values(demoSubscribers.map(({ points: _points, ...subscriber }) => subscriber));
    await tx
      .insert(pointsAccounts)
      .values(demoSubscribers.map((item) => ({ phone: item.phone, currentPoints: item.points, grandTotalPoints: item.points * 3 })));
    await tx.insert(rechargeProducts).values(demoRechargeProducts);
    await tx.insert(sandboxWechatUsers).values(
      demoWechatUsers.map((user) => ({ openid: user.openid, nickname: user.nickname, avatarUrl: '', note: user.note })),
    );
    const boundUsers = demoWechatUsers.filter((user) => user.phone !== null);
    await tx.insert(members).values(
      boundUsers.map((user) => ({
        openid: user.openid,
        nickname: user.nickname,
        avatarUrl: '',
        boundPhone: user.phone,
        boundAt: new Date(Date.now() - 90 * 24 * 3600 * 1000),
      })),
    );
    await tx.insert(dealers).values(demoDealers);
    await tx.insert(agents).values(demoAgents.map((agent) => ({ ...agent, passwordHash: agentPasswordHash })));
    await tx.insert(callerPackages).values(demoCallerPackages);
    await tx.insert(callerSubscriptions).values(
      demoCallerSubscriptions.map(({ orderedMonthsAgo, ...item }) => ({
        ...item,
        orderedAt: demoMonthsAgo(orderedMonthsAgo),
        effectiveAt: demoMonthsAgo(orderedMonthsAgo),
      })),
    );
    await tx.insert(bossMonthlyFees).values(buildDemoMonthlyFees());
  });
  if (options.demoStaffPassword) {
    for (const account of demoStaffAccounts) {
      await upsertStaffUser(db, { ...account, password: options.demoStaffPassword });
    }
  }
  return true;
}
