import { hash } from '@node-rs/argon2';
import { eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from './connection.ts';
import {
  agentOffers,
  agents,
  cardStock,
  dealerPayKinds,
  dealers,
  members,
  packages,
  pointsAccounts,
  rechargeProducts,
  sandboxWechatUsers,
  subscribers,
  billItems,
  openingApplications,
  promiseVideoRequirements,
  rechargeOrders,
  serviceOrders,
  subscribedServices,
  usageItems,
  usageOverage,
} from './schema.ts';
import {
  demoAgents,
  demoCardStock,
  demoDealerPayKinds,
  demoOffers,
  demoPartnerAgent,
  demoPartnerDealer,
  demoDealers,
  demoPackages,
  demoRechargeProducts,
  demoSubscribers,
  demoWechatUsers,
  demoBillItems,
  demoOpeningApplications,
  demoPromiseVideoPhones,
  demoRechargeOrders,
  demoServiceOrders,
  demoSubscribedServices,
  demoUsageItems,
  demoUsageOverage,
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
    await tx.insert(dealers).values(demoPartnerDealer);
    await tx.insert(agents).values({ ...demoPartnerAgent, passwordHash: agentPasswordHash });
    for (const [dealerId, payKind] of Object.entries(demoDealerPayKinds)) {
      await tx.update(dealerPayKinds).set({ payKind }).where(eq(dealerPayKinds.id, dealerId));
    }
    await tx.insert(agentOffers).values(demoOffers);
    await tx.insert(cardStock).values(demoCardStock);
    // Issue 3: bills, usage, ordered services, top-ups, applications, orders, promise videos.
    await tx.insert(billItems).values(demoBillItems);
    await tx.insert(usageItems).values(demoUsageItems);
    await tx.insert(usageOverage).values(demoUsageOverage);
    await tx.insert(subscribedServices).values(demoSubscribedServices);
    await tx.insert(rechargeOrders).values(demoRechargeOrders);
    await tx.insert(openingApplications).values(demoOpeningApplications);
    await tx.insert(serviceOrders).values(demoServiceOrders);
    await tx.insert(promiseVideoRequirements).values(demoPromiseVideoPhones.map((phone) => ({ phone })));
  });
  return true;
}
