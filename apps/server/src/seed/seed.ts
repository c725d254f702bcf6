import { hashPassword } from '../platform/password-hashes.ts';
import { eq, sql } from 'drizzle-orm';
import { insertCallerPackage, insertCataloguePackage } from '../boss/built-in-package-catalogue.ts';
import { recordNumberUsage } from '../boss/built-in-usage.ts';
import { type Db, queryRows } from '../db/connection.ts';
import {
  activities,
  banners,
  billItems,
  billingRuns,
  boardPosts,
  boardReplies,
  bossMonthlyFees,
  callerSubscriptions,
  memberBindingEvents,
  memberNumbers,
  members,
  pointsAccounts,
  pointsLedger,
  pointsOrders,
  pointsProducts,
  promiseVideoRequirements,
  rechargeOrders,
  sandboxUsageProfiles,
  sandboxWechatUsers,
  smsRegisterCategories,
  smsRegisterNumbers,
  smsRegisterSubscriptions,
  staffUsers,
  stores,
  subscribedServices,
  subscribers,
  usageItems,
} from '../db/schema.ts';
import { buildActivitiesDemo } from './demo/activities.ts';
import { buildAgentDemo } from './demo/agent.ts';
import { buildSeededBillingRuns } from './demo/billing-runs.ts';
import { buildBoardDemo } from './demo/board.ts';
import { buildCallerDemo } from './demo/caller.ts';
import { buildCardsDemo } from './demo/cards.ts';
import { buildConsoleDemo, DEMO_AUDITOR } from './demo/console.ts';
import { DAY_MS, findDaysBefore } from './demo/dates.ts';
import { buildInvoicesDemo } from './demo/invoices.ts';
import { buildMemberDemo } from './demo/member.ts';
import { buildOtherServicesDemo } from './demo/other-services.ts';
import { buildPackageChangeDemo } from './demo/package-change.ts';
import { buildPointsDemo } from './demo/points.ts';
import { buildQueriesDemo } from './demo/queries.ts';
import { buildRechargeDemo } from './demo/recharge.ts';
import { paySandboxDemoTopUps } from './demo/sandbox-payments.ts';
import { buildSandboxUsageDemo } from './demo/sandbox-usage.ts';
import { buildSmsRegisterDemo } from './demo/sms-register.ts';
import { seedHistory } from './seed-history.ts';
import { upsertStaffUserWithHash } from '../domain/staff-users.ts';
import { importStockLines, type StockLine } from '../domain/card-stock-import.ts';
import { insertAgent, insertDealer, setAgentRole, type NewAgent, type NewDealer } from '../domain/dealer-accounts.ts';
import { topUpFundPool } from '../domain/fund-pool.ts';
import type { AgentRole } from '@hall/contract/agent/rules';
import { createAgentOffer, createRechargeProduct } from '../domain/catalogue.ts';
import { writeContentPage } from '../domain/content-pages.ts';
import { insertPartnerLink } from '../domain/partner-links.ts';

export interface SeedOptions {
  demoAgentPassword: string;
  /** Password of the demo console accounts (admin, auditor, service, editor); none when absent. */
  demoStaffPassword?: string;
  /**
   * The clock every demo date is counted back from: the server's clock (createDeps' `now`) or a
   * test's. Read once, so all rows of one seed agree on what "now" is.
   */
  now?: Date;
  /** The server's secret key, which seals the demo partner link's secret; no partner link without it. */
  secretKey?: string;
  /** WeChat Pay is the sandbox's (wechatProviderOf): the paid demo top-ups get their sandbox WeChat Pay orders and refunds. */
  isSandboxWechatPay?: boolean;
}

/** Loads the demo data into an empty database; does nothing when packages already exist. */
export async function seedDemoData(db: Db, options: SeedOptions): Promise<boolean> {
  const existing = await queryRows<{ count: string }>(db, sql`select count(*)::text as count from packages`);
  if (Number(existing[0]?.count ?? 0) > 0) {
    return false;
  }
  const now = options.now ?? new Date();
  const agentPasswordHash = await hashPassword(options.demoAgentPassword);
  const packageChange = buildPackageChangeDemo();
  const queries = buildQueriesDemo(now);
  const recharge = buildRechargeDemo(now);
  const { wechatUsers } = buildMemberDemo();
  const agent = buildAgentDemo();
  const caller = buildCallerDemo(now);
  await db.transaction(async (tx) => {
    for (const { id, ...fields } of packageChange.packages) {
      await insertCataloguePackage(tx, id, fields);
    }
    await tx.insert(subscribers).values(queries.subscribers.map(({ points: _points, ...subscriber }) => ({ ...subscriber, stateSince: now })));
    await tx
      .insert(pointsAccounts)
      .values(queries.subscribers.map((item) => ({ phone: item.phone, currentPoints: item.points, grandTotalPoints: item.points * 3 })));
    for (const product of recharge.rechargeProducts) {
      await createRechargeProduct(tx, product);
    }
    await tx.insert(sandboxWechatUsers).values(wechatUsers.map((user) => ({ openid: user.openid, nickname: user.nickname, avatarUrl: '', note: user.note })));
    const boundUsers = wechatUsers.filter((user) => user.phone !== null);
    const joinedAtOf = new Map(queries.subscribers.map((subscriber) => [subscriber.phone, subscriber.joinedAt.getTime()]));
    const insertedMembers = await tx
      .insert(members)
      .values(
        boundUsers.map((user) => ({
          openid: user.openid,
          nickname: user.nickname,
          avatarUrl: '',
          boundPhone: user.phone,
          // Bound 90 days ago, or when the number joined if that was later.
          boundAt: new Date(Math.max(findDaysBefore(now, 90).getTime(), joinedAtOf.get(user.phone ?? '') ?? 0)),
        })),
      )
      .returning({ id: members.id, nickname: members.nickname, boundPhone: members.boundPhone, boundAt: members.boundAt });
    const demoBindings = insertedMembers.flatMap(({ id, boundPhone, boundAt }) =>
      boundPhone && boundAt ? [{ memberId: id, phone: boundPhone, boundAt, boundBy: 'smsCode' as const }] : [],
    );
    await tx.insert(memberNumbers).values(demoBindings);
    // Each binding's event, as bindNumberToMember writes it: the binding history and the overview's trends read them.
    await tx
      .insert(memberBindingEvents)
      .values(demoBindings.map(({ memberId, phone, boundAt, boundBy }) => ({ memberId, phone, action: 'bind' as const, method: boundBy, createdAt: boundAt })));
    await seedDealers(tx, agent.dealers, agent.agents, agentPasswordHash, now);
    for (const { id, ...fields } of caller.callerPackages) {
      await insertCallerPackage(tx, id, fields);
    }
    await tx
      .insert(callerSubscriptions)
      .values(
        caller.callerSubscriptions.map(({ orderedMonthsAgo: _orderedMonthsAgo, orderedAt, ...item }) => ({ ...item, orderedAt, effectiveAt: orderedAt })),
      );
    // An invoiced month's fee is the total of that month's bill.
    await tx.insert(bossMonthlyFees).values(buildInvoicesDemo(now).monthlyFees);
    await seedPointsAndBoard(tx, now, queries.subscribers, insertedMembers);
    // Bills, usage, ordered services, top-ups, applications, orders, promise videos.
    await tx.insert(billItems).values(queries.billItems);
    await tx.insert(billingRuns).values(buildSeededBillingRuns(now, queries.subscribers, queries.billItems));
    await tx.insert(usageItems).values(queries.packs);
    await tx.insert(subscribedServices).values(queries.subscribedServices);
    // This month's usage goes through the usage feed, which rates it and charges the balance and bill.
    for (const subscriber of queries.subscribers) {
      await recordNumberUsage(
        tx,
        subscriber.phone,
        queries.usageEvents.filter((event) => event.phone === subscriber.phone),
        now,
      );
    }
    // In the sandbox, the paid top-ups were paid through the sandbox WeChat Pay, as its trade bill shows.
    await tx.insert(rechargeOrders).values(options.isSandboxWechatPay ? await paySandboxDemoTopUps(tx, recharge.rechargeOrders) : recharge.rechargeOrders);
    await tx.insert(promiseVideoRequirements).values(buildCardsDemo().promiseVideoPhones.map((phone) => ({ phone, createdAt: now })));
    await tx.insert(sandboxUsageProfiles).values(buildSandboxUsageDemo(now));
    for (const registration of buildSmsRegisterDemo(now).smsRegistrations) {
      const { orderedAt } = registration;
      await tx.insert(smsRegisterSubscriptions).values({ phone: registration.phone, orderedAt });
      await tx
        .insert(smsRegisterCategories)
        .values(registration.categoryCodes.map((categoryCode) => ({ phone: registration.phone, categoryCode, registeredAt: orderedAt })));
      await tx
        .insert(smsRegisterNumbers)
        .values(registration.rejectedNumbers.map((rejectedNumber) => ({ phone: registration.phone, rejectedNumber, registeredAt: orderedAt })));
    }
    await seedDealers(tx, [agent.partnerDealer], [agent.partnerAgent], agentPasswordHash, now);
    if (options.secretKey) {
      await insertPartnerLink(tx, options.secretKey, { ...agent.partnerLink, now });
    }
    for (const offer of agent.offers) {
      await createAgentOffer(tx, offer);
    }
    await seedStock(tx, agent.stockImports);
  });
  if (options.demoStaffPassword) {
    const staffPasswordHash = await hashPassword(options.demoStaffPassword);
    for (const account of buildConsoleDemo().staffAccounts) {
      await upsertStaffUserWithHash(db, account, staffPasswordHash);
    }
    // The last 30 days' decisions are the demo auditor's, so the history needs the accounts.
    const [auditor] = await db.select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.username, DEMO_AUDITOR));
    if (auditor) {
      await db.transaction((tx) => seedHistory(tx, { now, auditorId: auditor.id, secretKey: options.secretKey }));
    }
  }
  return true;
}

/** The note of a demo pool's first ledger row: the deposit the demo dealer starts with. */
const DEMO_OPENING_DEPOSIT_NOTE = '渠道初始资金';

type SeedExecutor = Parameters<Parameters<Db['transaction']>[0]>[0];
type SeededMember = { id: number; nickname: string; boundPhone: string | null };
type DemoSubscriber = ReturnType<typeof buildQueriesDemo>['subscribers'][number];

/** Dealers and agents through the console's write functions; each demo pool through the console's top-up, one ledger row 渠道初始资金. */
async function seedDealers(
  tx: SeedExecutor,
  demoDealers: (NewDealer & { fundPoolFen: number })[],
  demoAgents: (NewAgent & { role?: AgentRole })[],
  passwordHash: string,
  now: Date,
): Promise<void> {
  for (const { fundPoolFen, ...dealer } of demoDealers) {
    await insertDealer(tx, dealer);
    await topUpFundPool(tx, {
      dealerId: dealer.id,
      amountFen: fundPoolFen,
      reference: `OPENING-BALANCE-${dealer.id}`,
      staffId: null,
      actor: '系统',
      note: DEMO_OPENING_DEPOSIT_NOTE,
      now,
    });
  }
  for (const { role, ...agent } of demoAgents) {
    await insertAgent(tx, agent, passwordHash);
    if (role) {
      await setAgentRole(tx, agent.workNo, role);
    }
  }
}

/** Demo stock through the console's import; a refused demo row is a bug in the demo data. */
async function seedStock(tx: SeedExecutor, imports: { dealerId: string; offerId: string; lines: StockLine[] }[]): Promise<void> {
  for (const { dealerId, offerId, lines } of imports) {
    const result = await importStockLines(tx, { dealerId, offerId }, lines);
    if (result.problemCount > 0) {
      throw new Error(`demo stock refused: ${JSON.stringify(result.problems)}`);
    }
  }
}

/** Points products, ledger history that adds up to each balance, banners, texts, activities, board, stores. */
async function seedPointsAndBoard(tx: SeedExecutor, clock: Date, demoSubscribers: DemoSubscriber[], seededMembers: SeededMember[]): Promise<void> {
  const now = clock.getTime();
  const { pointsProducts: demoPointsProducts, pointsHistory: demoPointsHistory, pointsBanners } = buildPointsDemo();
  const { boardBanners, boardPosts: demoBoardPosts } = buildBoardDemo();
  const { stores: demoStores, cooperationPage } = buildOtherServicesDemo();
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
  await tx.insert(banners).values([...pointsBanners, ...boardBanners]);
  await writeContentPage(tx, { ...cooperationPage, updatedAt: clock });
  await tx.insert(activities).values(buildActivitiesDemo(clock).activities);
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
