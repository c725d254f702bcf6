import type { OperationOutput } from '@hall/contract/schemas';
import { verify } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/connection.ts';
import { migrate } from '../db/migrate.ts';
import { agentOffers, agents, cardStock, dealers, packages, packageTariffs, rechargeProducts, sandboxWechatUsers } from '../db/schema.ts';
import { callAsAgent, logInAgent } from '../test/agents.ts';
import { createTestApp, TEST_AGENT_PASSWORD } from '../test/test-app.ts';
import { openTestDatabase } from '../test/test-database.ts';
import { CatalogueImportError, runCatalogueImport, type CataloguePlan } from './catalogue-import.ts';

// The command-line import on an empty, migrated database (a first production start, no demo seed).

let database: Database;
let baseDir: string;

const firstPackage = {
  id: 'PKG_FIRST',
  name: '首发套餐',
  monthlyFeeFen: 1900,
  serviceKind: 7,
  callDisplay: 1,
  voiceMinutes: 100,
  dataMb: 10240,
  smsCount: 100,
  voiceOutFenPerMinute: 12,
  callerDisplayFeeFen: 0,
  descriptionHtml: '<p>月费19元</p><script>alert(1)</script>',
  creditLimitFen: 3000,
};

const plan: CataloguePlan = {
  packages: [firstPackage],
  rechargeProducts: [{ id: 'RP_CALL_50', group: 'call', name: '话费50元', amountFen: 5000, serviceKind: 7 }],
  agentOffers: [{ id: '1354262', name: '大王卡19元套餐（免预存）', sumFeeFen: 0, requiresCardPhoto: false, packageId: 'PKG_FIRST', systemId: 7 }],
  dealers: [{ id: 'D5001', mainId: 'DM500', name: '首发渠道', payKind: 2 }],
  agents: [
    { dealerId: 'D5001', workNo: 'F50001', name: '吴一', mobile: '13800005001', channel: '首发渠道', defaultSaleKind: 1 },
    { dealerId: 'D5001', workNo: 'F50002', name: '吴二', mobile: '13800005002', channel: '首发渠道', defaultSaleKind: 3 },
  ],
  stock: [{ dealerId: 'D5001', offerId: '1354262', csvFile: 'stock.csv' }],
};
const chosenPassword = 'chosen-password-F50002';
const passwordOf = (workNo: string) => (workNo === 'F50002' ? chosenPassword : undefined);

beforeAll(async () => {
  database = await openTestDatabase();
  await migrate(database);
  baseDir = await mkdtemp(path.join(tmpdir(), 'catalogue-import-'));
  await writeFile(path.join(baseDir, 'stock.csv'), 'iccid,phone\n89860166900000000011,16690000001\n89860166900000000021,16690000002\n');
  await writeFile(path.join(baseDir, 'bad.csv'), '89860166900000000031,16690000003\n123,16690000004\n');
});
afterAll(() => database.close());

describe('runCatalogueImport (npm run catalogue -- import)', () => {
  it('creates packages, products, offers, dealers, agents and stock through the console functions; a generated password is reported once', async () => {
    const report = await runCatalogueImport(database.db, plan, { baseDir, passwordOf });
    expect(report.lines).toEqual([
      '套餐 PKG_FIRST 首发套餐 已创建',
      '充值商品 RP_CALL_50 话费50元 已创建',
      '开户套餐 1354262 大王卡19元套餐（免预存） 已创建',
      '渠道 D5001 首发渠道 已创建（资金池 0，请在控制台充值）',
      '工号 F50001 吴一 已创建（渠道 D5001）',
      '工号 F50002 吴二 已创建（渠道 D5001）',
      '库存 stock.csv：导入 2 张卡到渠道 D5001（套餐 1354262）',
    ]);
    expect(Object.keys(report.passwords)).toEqual(['F50001']);
    const generated = report.passwords.F50001 ?? '';
    expect(generated.length).toBeGreaterThanOrEqual(10);
    const [first] = await database.db.select().from(agents).where(eq(agents.workNo, 'F50001'));
    const [second] = await database.db.select().from(agents).where(eq(agents.workNo, 'F50002'));
    expect(await verify(first?.passwordHash ?? '', generated)).toBe(true);
    expect(await verify(second?.passwordHash ?? '', chosenPassword)).toBe(true);
    expect(await database.db.select().from(cardStock)).toHaveLength(2);
    expect(await database.db.select().from(rechargeProducts)).toHaveLength(1);
  });

  it('a package keeps the id the operator chose, the form’s defaults, its rates and credit limit, and only the rules’ plain formatting', async () => {
    const [saved] = await database.db.select().from(packages).where(eq(packages.id, 'PKG_FIRST'));
    expect(saved).toMatchObject({
      name: '首发套餐',
      monthlyFeeFen: 1900,
      serviceKind: 7,
      callDisplay: 1,
      directedDataMb: 0,
      isOrderable: true,
      isFirstMonthFree: true,
      sortOrder: 0,
      creditLimitFen: 3000,
      descriptionHtml: '<p>月费19元</p>',
    });
    const [tariff] = await database.db.select().from(packageTariffs).where(eq(packageTariffs.packageId, 'PKG_FIRST'));
    expect(tariff).toMatchObject({ voiceOutFenPerMinute: 12, callerDisplayFeeFen: 0 });
  });

  it('a re-run reports what exists and duplicates nothing', async () => {
    const report = await runCatalogueImport(database.db, plan, { baseDir, passwordOf });
    expect(report.lines).toEqual([
      '套餐 PKG_FIRST 已存在，未改动',
      '充值商品 RP_CALL_50 已存在，未改动',
      '开户套餐 1354262 已存在，未改动',
      '渠道 D5001 已存在，未改动',
      '工号 F50001 已存在，未改动（密码不变）',
      '工号 F50002 已存在，未改动（密码不变）',
      '库存 stock.csv：2 张卡已在渠道 D5001 的库存中，未改动',
    ]);
    expect(report.passwords).toEqual({});
    expect(await database.db.select().from(packages)).toHaveLength(1);
    expect(await database.db.select().from(agentOffers)).toHaveLength(1);
    expect(await database.db.select().from(cardStock)).toHaveLength(2);
  });

  it('refuses the whole file on one bad entry and writes nothing of it', async () => {
    const bad: CataloguePlan = {
      dealers: [{ id: 'D5002', mainId: 'DM500', name: '第二渠道', payKind: 1 }],
      stock: [{ dealerId: 'D5002', offerId: '1354262', csvFile: 'bad.csv' }],
    };
    await expect(runCatalogueImport(database.db, bad, { baseDir })).rejects.toThrow(CatalogueImportError);
    await expect(runCatalogueImport(database.db, bad, { baseDir })).rejects.toThrow('第2行 卡号(ICCID)须为19-20位字母或数字');
    expect(await database.db.select().from(dealers).where(eq(dealers.id, 'D5002'))).toEqual([]);
    expect(await database.db.select().from(cardStock)).toHaveLength(2);
    await expect(runCatalogueImport(database.db, { dealers: [{ id: 'D5003', mainId: 'DM', name: '', payKind: 2 }] }, { baseDir })).rejects.toThrow(
      'dealers[0]: name 请填写渠道名称',
    );
    await expect(
      runCatalogueImport(
        database.db,
        { agents: [{ dealerId: 'D9999', workNo: 'F59999', name: '无', mobile: '13800005999', channel: '无', defaultSaleKind: 1 }] },
        { baseDir },
      ),
    ).rejects.toThrow('agents[0]: 渠道不存在');
  });

  it('refuses a package the console’s form refuses, one without an id or an id twice in the file, and writes nothing of the file', async () => {
    const offerOfNew = { ...(plan.agentOffers?.[0] as object), id: '1354263', packageId: 'PKG_SECOND' };
    const refusals: [unknown[], string][] = [
      [[{ ...firstPackage, id: undefined }], 'packages[0]: 导入的套餐须带 id'],
      [[{ ...firstPackage, id: '首发套餐' }], 'packages[0]: id 套餐编号无效'],
      [[{ ...firstPackage, id: 'P'.repeat(65) }], 'packages[0]: id 套餐编号无效'],
      [[{ ...firstPackage, id: 'PKG_SECOND', serviceKind: 9 }], 'packages[0]: serviceKind 请选择业务类型'],
      [[{ ...firstPackage, id: 'PKG_SECOND', monthlyFeeFen: -1 }], 'packages[0]: monthlyFeeFen 月费不能为负数'],
      [[{ ...firstPackage, id: 'PKG_SECOND', creditLimitFen: 10.5 }], 'packages[0]: creditLimitFen 信用额度（分）须为整数'],
      [
        [
          { ...firstPackage, id: 'PKG_SECOND' },
          { ...firstPackage, id: 'PKG_SECOND', name: '另一个' },
        ],
        'packages[1]: 套餐编号 PKG_SECOND 在文件中重复',
      ],
    ];
    for (const [entries, message] of refusals) {
      await expect(runCatalogueImport(database.db, { packages: entries, agentOffers: [offerOfNew] }, { baseDir })).rejects.toThrow(message);
    }
    // A good package with an offer the file refuses later: the package is not kept either.
    await expect(
      runCatalogueImport(database.db, { packages: [{ ...firstPackage, id: 'PKG_SECOND' }], agentOffers: [{ ...offerOfNew, systemId: 5 }] }, { baseDir }),
    ).rejects.toThrow('agentOffers[0]: systemId 请选择系统 ID');
    expect(await database.db.select().from(packages).where(eq(packages.id, 'PKG_SECOND'))).toEqual([]);
  });
});

type HallProducts = OperationOutput<'RECHARGE_PRODUCT'>;
type AgentOffers = OperationOutput<'CHECK_OFFER_NAME'>;

describe('docs/first-start.example.json', () => {
  it('imports into an empty database as it is: the hall lists its packages and products, its agent opens its offers', async () => {
    const api = await createTestApp({ SEED_DEMO_DATA: 'false' }, { isEmpty: true });
    try {
      const file = path.resolve(import.meta.dirname, '../../../../docs/first-start.example.json');
      const example = JSON.parse(await readFile(file, 'utf8')) as CataloguePlan;
      expect(await api.deps.db.select().from(packages)).toEqual([]);

      // As at a first start: the import runs before the server has read (and cached) any catalogue.
      const report = await runCatalogueImport(api.deps.db, example, { baseDir: path.dirname(file), passwordOf: () => TEST_AGENT_PASSWORD });
      expect(report.lines.filter((line) => line.includes('已存在'))).toEqual([]);
      expect(report.lines).toContain('库存 first-start.example-stock.csv：导入 3 张卡到渠道 D9001（套餐 2600001）');

      await api.deps.db.insert(sandboxWechatUsers).values({ openid: 'o_first_start', nickname: '首位用户' });
      const member = await api.logInAs('o_first_start');

      const hall = (await api.call('RECHARGE_PRODUCT', {}, member)).data as HallProducts;
      expect(hall.userprod.list.map((item) => [item.productId, item.name, item.amount])).toEqual([
        ['PKG_FIRST_19', '首发畅聊卡', 1900],
        ['PKG_FIRST_39', '首发畅享卡', 3900],
      ]);
      expect(hall.call.map((product) => product.name)).toEqual(['30元', '50元', '100元']);
      const details = await api.call('PACKAGE_DETAILS', { productId: 'PKG_FIRST_39' }, member);
      expect(details.data).toMatchObject({ name: '首发畅享卡', voicein: 300, datain: 30720, voiceout: 10 });

      const agentToken = await logInAgent(api, 'F90001');
      const offers = await callAsAgent(api, 'CHECK_OFFER_NAME', { serviceId: '16690000001', type: 1 }, agentToken);
      const { offer, list } = offers.data as AgentOffers;
      expect([offer, ...list].map((item) => [item.prodOfferId, item.prodOfferName, item.sumFee])).toEqual([
        ['2600001', '首发畅聊卡（免预存）', 0],
        ['2600002', '首发畅享卡（预存50元）', 5000],
      ]);
    } finally {
      await api.close();
    }
  });
});
