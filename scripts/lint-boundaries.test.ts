import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint, type Linter } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The import boundaries of STYLE.md (rules 2, 3, 6 and 11) are lint rules in eslint.config.js.
// These in-memory fixtures show that each rule fails on the import it exists to stop, and that an
// import within the lines passes, so a config change cannot silently switch a boundary off.

const root = join(import.meta.dirname, '..');

/** A source file of a feature, read from disk so the fixtures follow renames inside the feature. */
function findFeatureFile(app: 'server' | 'web', feature: string): string {
  const file = readdirSync(join(root, `apps/${app}/src/features/${feature}`)).find((name) => /\.tsx?$/.test(name) && !name.includes('.test.'));
  if (!file) {
    throw new Error(`no source file in apps/${app}/src/features/${feature}`);
  }
  return file;
}

let eslint: ESLint;

async function lint(filePath: string, code: string): Promise<Linter.LintMessage[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, filePath) });
  return result?.messages ?? [];
}

function describeMessages(messages: Linter.LintMessage[]): string[] {
  return messages.map((message) => `${message.ruleId ?? 'fatal'}: ${message.message}`);
}

beforeAll(() => {
  // The fixtures are not files of a TypeScript project, so the server's type-aware rule is off here
  // (the last test shows it is on for the server's code).
  eslint = new ESLint({
    cwd: root,
    overrideConfig: {
      files: ['apps/server/src/**/*.ts'],
      languageOptions: { parserOptions: { projectService: false } },
      rules: { '@typescript-eslint/no-floating-promises': 'off' },
    },
  });
});

// Linting builds the rule set once per file kind; on a loaded two-core CI machine one call took over 5 s.
describe('lint boundaries', { timeout: 30_000 }, () => {
  it('refuses a server feature importing another feature (STYLE.md rule 3)', async () => {
    const target = findFeatureFile('server', 'recharge');
    const messages = await lint(
      'apps/server/src/features/invoices/fixture.ts',
      `import { value } from '../recharge/${target}';\nexport const used = [value];\n`,
    );
    expect(describeMessages(messages)).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*Features do not import each other/)]);
  });

  it('refuses a web feature importing another feature (STYLE.md rule 3)', async () => {
    const target = findFeatureFile('web', 'recharge');
    const messages = await lint('apps/web/src/features/points/fixture.ts', `import { value } from '../recharge/${target}';\nexport const used = [value];\n`);
    expect(describeMessages(messages)).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*Features do not import each other/)]);
  });

  it('refuses shared web code and server platform code importing a feature (STYLE.md rule 3)', async () => {
    const webTarget = findFeatureFile('web', 'recharge');
    const webMessages = await lint(
      'apps/web/src/shared/lib/fixture.ts',
      `import { value } from '../../features/recharge/${webTarget}';\nexport const used = [value];\n`,
    );
    expect(describeMessages(webMessages)).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*Shared code serves every feature/)]);
    const serverTarget = findFeatureFile('server', 'recharge');
    const serverMessages = await lint(
      'apps/server/src/platform/fixture.ts',
      `import { value } from '../features/recharge/${serverTarget}';\nexport const used = [value];\n`,
    );
    expect(describeMessages(serverMessages)).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*Platform, providers, boss, db and the sandbox serve every feature/),
    ]);
  });

  it('refuses a web page, component or helper importing an API client (STYLE.md rule 11)', async () => {
    const page = await lint(
      'apps/web/src/features/invoices/pages/fixture-page.tsx',
      `import { call } from '../../../shared/api/subscriber-client.ts';\nexport const used = [call];\n`,
    );
    expect(describeMessages(page)).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*never the client/)]);
    const component = await lint(
      'apps/web/src/features/agent/components/fixture.tsx',
      `import { callAgent } from '../call-agent.ts';\nexport const used = [callAgent];\n`,
    );
    expect(describeMessages(component)).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*never the client/)]);
    // Any file of a feature but its api files: a helper beside api.ts too.
    const helper = await lint(
      'apps/web/src/features/recharge/fixture-helper.ts',
      `import { call } from '../../shared/api/subscriber-client.ts';\nexport const used = [call];\n`,
    );
    expect(describeMessages(helper)).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*never the client/)]);
    const apiFile = await lint(
      'apps/web/src/features/recharge/fixture-api.ts',
      `import { call } from '../../shared/api/subscriber-client.ts';\nexport const used = [call];\n`,
    );
    expect(describeMessages(apiFile)).toEqual([]);
  });

  it('refuses a console area importing another area, and the shell importing an area but in its section table (STYLE.md rule 3)', async () => {
    const page = 'apps/web/src/features/console/console-numbers/pages/fixture-page.tsx';
    const otherArea = await lint(
      page,
      `import { consoleInvoicesQuery } from '../../console-invoices/invoices-api.ts';\nexport const used = [consoleInvoicesQuery];\n`,
    );
    expect(describeMessages(otherArea)).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*Console areas do not import each other/)]);
    const shell = await lint(
      page,
      [
        "import { ConsoleLoading } from '../../shell/components/console-loading.tsx';",
        "import { numberRecordQuery } from '../numbers-api.ts';",
        'export const used = [ConsoleLoading, numberRecordQuery];',
        '',
      ].join('\n'),
    );
    expect(describeMessages(shell)).toEqual([]);
    const fromShell = await lint(
      'apps/web/src/features/console/shell/components/fixture.tsx',
      `import { numberRecordQuery } from '../../console-numbers/numbers-api.ts';\nexport const used = [numberRecordQuery];\n`,
    );
    expect(describeMessages(fromShell)).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*shell serves every area/)]);
    const sectionTable = await lint(
      'apps/web/src/features/console/shell/console-sections.ts',
      "export const loadPage = () => import('../console-numbers/pages/number-record-page.tsx');\n",
    );
    expect(describeMessages(sectionTable)).toEqual([]);
    // The staff client, like the hall's, only through an area's api files.
    const client = await lint(page, `import { callStaff } from '../../shell/call-staff.ts';\nexport const used = [callStaff];\n`);
    expect(describeMessages(client)).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*never the client/)]);
    const apiFile = await lint(
      'apps/web/src/features/console/console-numbers/fixture-api.ts',
      `import { callStaff } from '../shell/call-staff.ts';\nexport const used = [callStaff];\n`,
    );
    expect(describeMessages(apiFile)).toEqual([]);
  });

  it("refuses the server's code reaching up its layers: db to the platform, the platform to a domain writer, a domain writer to a feature", async () => {
    const db = await lint(
      'apps/server/src/db/fixture.ts',
      "import { hashPassword } from '../platform/password-hashes.ts';\nexport const used = [hashPassword];\n",
    );
    expect(describeMessages(db)).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*db\/ is the bottom layer/)]);
    const platform = await lint(
      'apps/server/src/platform/fixture.ts',
      "import { writeContentPage } from '../domain/content-pages.ts';\nexport const used = [writeContentPage];\n",
    );
    expect(describeMessages(platform)).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*sit below the domain writers/)]);
    const domain = await lint(
      'apps/server/src/domain/fixture.ts',
      "import { value } from '../features/recharge/recharge.service.ts';\nexport const used = [value];\n",
    );
    expect(describeMessages(domain)).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*Domain writers serve the features/)]);
    // Tests sit above every layer.
    const test = await lint(
      'apps/server/src/db/fixture.test.ts',
      "import { createTestApp } from '../test/test-app.ts';\nexport const used = [createTestApp];\n",
    );
    expect(describeMessages(test)).toEqual([]);
  });

  it('refuses the sandbox importing a feature (STYLE.md rule 3)', async () => {
    const messages = await lint(
      'apps/server/src/sandbox/fixture.ts',
      `import { value } from '../features/recharge/recharge.service.ts';\nexport const used = [value];\n`,
    );
    expect(describeMessages(messages)).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*the sandbox serve every feature/)]);
  });

  it('refuses the layers below the sandbox importing it: a stand-in page is never reached from the platform, db, boss or a domain writer', async () => {
    const messages = await lint('apps/server/src/platform/fixture.ts', "import { escapeHtml } from '../sandbox/html.ts';\nexport const used = [escapeHtml];\n");
    expect(describeMessages(messages)).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*The sandbox stands in for outside systems/)]);
  });

  it('refuses the server and the web app importing each other (STYLE.md rule 2)', async () => {
    const messages = await lint(
      'apps/server/src/platform/fixture.ts',
      `import { call } from '../../../web/src/shared/api/subscriber-client.ts';\nexport const used = [call];\n`,
    );
    expect(describeMessages(messages)).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*The server never imports the web app/)]);
  });

  it('refuses the contract importing anything but zod and its own files (STYLE.md rule 2)', async () => {
    const messages = await lint(
      'packages/contract/src/fixture.ts',
      `import { readFileSync } from 'node:fs';\nimport { seedDemoData } from '../../../apps/server/src/seed/seed.ts';\nexport const used = [readFileSync, seedDemoData];\n`,
    );
    expect(describeMessages(messages)).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*The contract depends on zod alone/),
      expect.stringMatching(/^import-x\/no-restricted-paths: .*The contract depends on zod alone/),
    ]);
  });

  it('refuses an import cycle (STYLE.md rule 3)', async () => {
    // The registry imports the recharge area's endpoints, so this version of them closes a loop.
    const messages = await lint(
      'packages/contract/src/recharge/endpoints.ts',
      `import { endpoints } from '../endpoints.ts';\nexport const used = [endpoints];\n`,
    );
    expect(describeMessages(messages)).toEqual([expect.stringMatching(/^import-x\/no-cycle: /)]);
  });

  it('refuses a file name that is not kebab-case (STYLE.md rule 6)', async () => {
    const messages = await lint('apps/web/src/shared/ui/InfiniteList.tsx', 'export const used = 1;\n');
    expect(describeMessages(messages)).toEqual([expect.stringMatching(/^check-file\/filename-naming-convention: /)]);
  });

  it('refuses China time written by hand outside @hall/contract/china-time: the zone, its offset, a +08:00 date', async () => {
    const messages = await lint(
      'apps/server/src/features/points/fixture.ts',
      [
        "export const zone = new Intl.DateTimeFormat('zh-CN', { timeZone: 'Asia/Shanghai' });",
        'export const shifted = new Date(Date.now() + 8 * 3600 * 1000);',
        'export const hours = 8 * 3_600_000;',
        'export const midnight = (day: string) => new Date(`${day}T00:00:00+08:00`);',
        '',
      ].join('\n'),
    );
    expect(describeMessages(messages)).toEqual(Array.from({ length: 4 }, () => expect.stringMatching(/^no-restricted-syntax: China time comes from/)));
    const test = await lint('apps/server/src/features/points/fixture.test.ts', "export const fixed = new Date('2026-03-01T10:00:00+08:00');\n");
    expect(describeMessages(test)).toEqual([]);
    const contract = await lint('packages/contract/src/china-time.ts', "export const CHINA_TIME_ZONE = 'Asia/Shanghai';\n");
    expect(describeMessages(contract)).toEqual([]);
  });

  it("refuses a promise the server's code forgets, but not its tests'", async () => {
    const config = new ESLint({ cwd: root });
    const ruleOf = async (path: string) =>
      ((await config.calculateConfigForFile(join(root, path))) as Linter.Config).rules?.['@typescript-eslint/no-floating-promises'];
    expect(await ruleOf('apps/server/src/app.ts')).toEqual([2]);
    expect(await ruleOf('apps/server/src/app.test.ts')).toBeUndefined();
  });

  it('passes a page that imports its own area, shared code and the contract', async () => {
    const messages = await lint(
      'apps/web/src/features/invoices/pages/fixture-page.test.tsx',
      [
        "import { endpoints } from '@hall/contract/endpoints';",
        "import { z } from 'zod';",
        "import { ApiError } from '../../../shared/api/api-error.ts';",
        "import { value } from '../api.ts';",
        'export const used = [endpoints, z, ApiError, value];',
        '',
      ].join('\n'),
    );
    expect(describeMessages(messages)).toEqual([]);
  });
});
