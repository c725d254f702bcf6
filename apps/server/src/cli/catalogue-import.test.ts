import { verify } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/connection.ts';
import { migrate } from '../db/migrate.ts';
import { agentOffers, agents, cardStock, dealers, packages, rechargeProducts } from '../db/schema.ts';
import { openTestDatabase } from '../test/test-database.ts';
import { CatalogueImportError, runCatalogueImport, type CataloguePlan } from './catalogue-import.ts';

// The command-line import on an empty, migrated database (a first production start, no demo seed).

let database: Database;
let baseDir: string;

const plan: CataloguePlan = {
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
  await database.db.insert(packages).values({ id: 'PKG_FIRST', name: '首发套餐', monthlyFeeFen: 1900, serviceKind: 7 });
  baseDir = await mkdtemp(path.join(tmpdir(), 'catalogue-import-'));
  await writeFile(path.join(baseDir, 'stock.csv'), 'iccid,phone\n89860166900000000011,16690000001\n89860166900000000021,16690000002\n');
  await writeFile(path.join(baseDir, 'bad.csv'), '89860166900000000031,16690000003\n123,16690000004\n');
});
afterAll(() => database.close());

describe('runCatalogueImport (npm run catalogue -- import)', () => {
  it('creates products, offers, dealers, agents and stock through the console functions; a generated password is reported once', async () => {
    const report = await runCatalogueImport(database.db, plan, { baseDir, passwordOf });
    expect(report.lines).toEqual([
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

  it('a re-run reports what exists and duplicates nothing', async () => {
    const report = await runCatalogueImport(database.db, plan, { baseDir, passwordOf });
    expect(report.lines).toEqual([
      '充值商品 RP_CALL_50 已存在，未改动',
      '开户套餐 1354262 已存在，未改动',
      '渠道 D5001 已存在，未改动',
      '工号 F50001 已存在，未改动（密码不变）',
      '工号 F50002 已存在，未改动（密码不变）',
      '库存 stock.csv：2 张卡已在渠道 D5001 的库存中，未改动',
    ]);
    expect(report.passwords).toEqual({});
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
});
