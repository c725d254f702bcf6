import { hash } from '@node-rs/argon2';
import { eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from './connection.ts';
import {
  activities,
  agentOffers,
  agents,
  banners,
  billItems,
  boardPosts,
  boardReplies,
  bossMonthlyFees,
  callerPackages,
  callerSubscriptions,
  cardStock,
  contentPages,
  dealerPayKinds,
  dealers,
  members,
  openingApplications,
  packages,
  packageTariffs,
  pointsAccounts,
  pointsLedger,
  pointsOrders,
  pointsProducts,
  promiseVideoRequirements,
  realNameOrders,
  rechargeOrders,
  rechargeProducts,
  sandboxWechatUsers,
  serviceOrders,
  smsRegisterCategories,
  smsRegisterNumbers,
  smsRegisterSubscriptions,
  stores,
  subscribedServices,
  subscribers,
  usageItems,
  usageOverage,
} from './schema.ts';
import {
  buildDemoBillItems,
  buildDemoMonthlyFees,
  demoActivities,
  demoAgents,
  demoBanners,
  demoBoardPosts,
  demoCallerPackages,
  demoCallerSubscriptions,
  demoCardStock,
  demoContentPages,
  demoDealerPayKinds,
  demoDealers,
  demoMonthsAgo,
  demoOffers,
  demoOpeningApplications,
  demoPackages,
  demoPackageTariffs,
  demoPartnerAgent,
  demoPartnerDealer,
  demoPointsHistory,
  demoPointsProducts,
  demoPromiseVideoPhones,
  demoRealNameOrders,
  demoRechargeOrders,
  demoRechargeProducts,
  demoServiceOrders,
  demoSmsRegistrations,
  demoStaffAccounts,
  demoStores,
  demoSubscribedServices,
  demoSubscribers,
  demoUsageItems,
  demoUsageOverage,
  demoWechatUsers,
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
    await tx
      .insert(sandboxWechatUsers)
      .values(demoWechatUsers.map((user) => ({ openid: user.openid, nickname: user.nickname, avatarUrl: '', note: user.note })));
    const boundUsers = demoWechatUsers.filter((user) => user.phone !== null);
    const joinedAtOf = new Map(demoSubscribers.map((subscriber) => [subscriber.phone, subscriber.joinedAt.getTime()]));
    const insertedMembers = await tx
      .insert(members)
      .values(
        boundUsers.map((user) => ({
          openid: user.openid,
          nickname: user.nickname,
          avatarUrl: '',
          boundPhone: user.phone,
          // Bound 90 days ago, or when the number joined if that was later.
          boundAt: new Date(Math.max(Date.now() - 90 * 24 * 3600 * 1000, joinedAtOf.get(user.phone ?? '') ?? 0)),
        })),
      )
      .returning({ id: members.id, nickname: members.nickname, boundPhone: members.boundPhone });
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
    // One moment for both: an invoiced month's fee is the total of that month's bill.
    const billedAt = new Date();
    await tx.insert(bossMonthlyFees).values(buildDemoMonthlyFees(billedAt));
    await seedPointsAndBoard(tx, insertedMembers);
    // Issue 3: bills, usage, ordered services, top-ups, applications, orders, promise videos.
    await tx.insert(billItems).values(buildDemoBillItems(billedAt));
    await tx.insert(usageItems).values(demoUsageItems);
    await tx.insert(usageOverage).values(demoUsageOverage);
    await tx.insert(subscribedServices).values(demoSubscribedServices);
    await tx.insert(rechargeOrders).values(demoRechargeOrders);
    await tx.insert(openingApplications).values(demoOpeningApplications);
    await tx.insert(serviceOrders).values(demoServiceOrders);
    await tx.insert(promiseVideoRequirements).values(demoPromiseVideoPhones.map((phone) => ({ phone })));
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
    await tx.insert(dealers).values(demoPartnerDealer);
    await tx.insert(agents).values({ ...demoPartnerAgent, passwordHash: agentPasswordHash });
    for (const [dealerId, payKind] of Object.entries(demoDealerPayKinds)) {
      await tx.update(dealerPayKinds).set({ payKind }).where(eq(dealerPayKinds.id, dealerId));
    }
    await tx.insert(agentOffers).values(demoOffers);
    await tx.insert(cardStock).values(demoCardStock);
    await tx.insert(realNameOrders).values(demoRealNameOrders);
  });
  if (options.demoStaffPassword) {
    for (const account of demoStaffAccounts) {
      await upsertStaffUser(db, { ...account, password: options.demoStaffPassword });
    }
  }
  return true;
}

type SeedExecutor = Parameters<Parameters<Db['transaction']>[0]>[0];
type SeededMember = { id: number; nickname: string; boundPhone: string | null };

const DAY_MS = 24 * 3600 * 1000;

/** Points products, ledger history that adds up to each balance, banners, texts, activities, board, stores. */
async function seedPointsAndBoard(tx: SeedExecutor, seededMembers: SeededMember[]): Promise<void> {
  const now = Date.now();
  await tx.insert(pointsProducts).values(demoPointsProducts);
  const productsById = new Map(demoPointsProducts.map((product) => [product.id, product]));
  const memberByPhone = new Map(seededMembers.map((member) => [member.boundPhone, member]));
  for (const subscriber of demoSubscribers) {
    const grandTotal = subscriber.points * 3;
    if (grandTotal === 0) {
      continue;
    }
    const history = demoPointsHistory.filter((item) => item.phone === subscriber.phone);
    const historyCost = history.reduce((sum, item) => sum + (productsById.get(item.productId)?.pointsCost ?? 0), 0);
    const earlierUse = grandTotal - subscriber.points - historyCost;
    let balance = grandTotal;
    const ledgerRows: (typeof pointsLedger.$inferInsert)[] = [
      { phone: subscriber.phone, change: grandTotal, kind: 'opening', title: '历史累计积分', balanceAfter: balance, createdAt: new Date(now - 700 * DAY_MS) },
    ];
    if (earlierUse > 0) {
      balance -= earlierUse;
      ledgerRows.push({
        phone: subscriber.phone,
        change: -earlierUse,
        kind: 'opening',
        title: '历史积分使用',
        balanceAfter: balance,
        createdAt: new Date(now - 650 * DAY_MS),
      });
    }
    const member = memberByPhone.get(subscriber.phone);
    for (const item of [...history].sort((left, right) => right.daysAgo - left.daysAgo)) {
      const product = productsById.get(item.productId);
      if (!product || !member) {
        continue;
      }
      const createdAt = new Date(now - item.daysAgo * DAY_MS);
      balance -= product.pointsCost;
      ledgerRows.push({
        phone: subscriber.phone,
        memberId: member.id,
        change: -product.pointsCost,
        kind: 'exchange',
        title: `兑换${product.name}`,
        balanceAfter: balance,
        createdAt,
      });
      await tx.insert(pointsOrders).values({
        phone: subscriber.phone,
        memberId: member.id,
        productId: product.id,
        title: product.name,
        pointsCost: product.pointsCost,
        valueFen: product.valueFen,
        createdAt,
      });
    }
    await tx.insert(pointsLedger).values(ledgerRows);
  }
  await tx.insert(banners).values(demoBanners);
  await tx.insert(contentPages).values(demoContentPages);
  await tx.insert(activities).values(demoActivities);
  const memberByName = new Map(seededMembers.map((member) => [member.nickname, member]));
  for (const post of demoBoardPosts) {
    const createdAt = new Date(now - post.daysAgo * DAY_MS);
    const [inserted] = await tx
      .insert(boardPosts)
      .values({
        memberId: memberByName.get(post.authorName)?.id ?? null,
        authorName: post.authorName,
        content: post.content,
        isFeatured: post.isFeatured,
        isAdopted: post.isAdopted,
        replyCount: post.replies.length,
        createdAt,
      })
      .returning({ id: boardPosts.id });
    if (inserted && post.replies.length > 0) {
      await tx.insert(boardReplies).values(
        post.replies.map((reply, index) => ({
          postId: inserted.id,
          authorName: reply.authorName,
          content: reply.content,
          isOfficial: reply.isOfficial,
          createdAt: new Date(createdAt.getTime() + (index + 1) * 3600 * 1000),
        })),
      );
    }
  }
  await tx.insert(stores).values(demoStores);
}
