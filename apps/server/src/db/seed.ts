import { hash } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from './connection.ts';
import {
  agents,
  dealers,
  members,
  packages,
  pointsAccounts,
  rechargeProducts,
  packageTariffs,
  sandboxWechatUsers,
  smsRegisterCategories,
  smsRegisterNumbers,
  smsRegisterSubscriptions,
  subscribers,
} from './schema.ts';
import {
  demoAgents,
  demoDealers,
  demoPackageTariffs,
  demoPackages,
  demoSmsRegistrations,
  demoRechargeProducts,
  demoSubscribers,
  demoWechatUsers,
} from './demo-data.ts';

export interface SeedOptions {
  demoAgentPassword: string;
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
    await tx.insert(packageTariffs).values(demoPackageTariffs);
    for (const registration of demoSmsRegistrations) {
      const orderedAt = new Date(Date.now() - registration.orderedMonthsAgo * 30 * 24 * 3600 * 1000);
      await tx.insert(smsRegisterSubscriptions).values({ phone: registration.phone, orderedAt });
      await tx
        .insert(smsRegisterCategories)
        .values(registration.categoryCodes.map((categoryCode) => ({ phone: registration.phone, categoryCode, registeredAt: orderedAt })));
      await tx
        .insert(smsRegisterNumbers)
        .values(registration.rejectedNumbers.map((rejectedNumber) => ({ phone: registration.phone, rejectedNumber, registeredAt: orderedAt })));
    }
  });
  return true;
}
