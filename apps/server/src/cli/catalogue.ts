// The first production start's catalogue from a file:
//   npm run catalogue -- import <file.json>
// The file: { packages: […], rechargeProducts: […], agentOffers: […], dealers: […], agents: […],
// stock: [{ dealerId, offerId, csvFile }] } (fields as in the console's forms, with ids the operator
// chooses); docs/first-start.example.json is one that imports into an empty database.
// Each new agent's generated password is printed once; set AGENT_PASSWORD_<WORK NO> to choose one.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../config.ts';
import { migrate } from '../db/migrate.ts';
import { openConfiguredDatabase } from '../open-configured-database.ts';
import { CatalogueImportError, runCatalogueImport, type CataloguePlan } from './catalogue-import.ts';

const [command, file] = process.argv.slice(2);
if (command !== 'import' || !file) {
  console.error('Usage: npm run catalogue -- import <file.json>');
  process.exit(2);
}

let plan: CataloguePlan;
try {
  plan = JSON.parse(await readFile(file, 'utf8')) as CataloguePlan;
} catch (error) {
  console.error(`Cannot read ${file} as JSON: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(2);
}

const config = loadConfig();
const database = await openConfiguredDatabase(config);
try {
  await migrate(database);
  const report = await runCatalogueImport(database.db, plan, {
    baseDir: path.dirname(path.resolve(file)),
    passwordOf: (workNo) => process.env[`AGENT_PASSWORD_${workNo.toUpperCase()}`],
  });
  for (const line of report.lines) {
    console.warn(line);
  }
  const passwords = Object.entries(report.passwords);
  if (passwords.length > 0) {
    console.warn('\n新工号的初始密码（只显示这一次，请立即转交本人）：');
    for (const [workNo, password] of passwords) {
      console.warn(`  ${workNo}  ${password}`);
    }
  }
} catch (error) {
  console.error(error instanceof CatalogueImportError ? `导入未执行（没有写入任何数据）：${error.message}` : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
