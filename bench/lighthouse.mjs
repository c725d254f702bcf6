// Lighthouse mobile audit (simulated throttling, the default phone) of the hall's first route,
// served by the production server from the build, logged in: a demo subscriber's token is put
// into local storage of a fresh browser profile first (the sandbox login, as a script does it),
// so the audit loads /Recharge itself and not the WeChat authorisation pages. Debian chromium,
// a new profile (empty cache) for every run; the median of the runs. The same audit of a plain
// HTML page from the same machine is the baseline: the floor that throttling alone sets.
// `throttlingMethod`: 'simulate' (Lighthouse's default: an unthrottled load, its network and CPU
// then modelled) or 'devtools' (the same network and CPU settings applied to the load itself).
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { sandboxLogin } from '../scripts/sandbox-login.mjs';
import { startHallServer } from './server-process.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const WECHAT_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36 MicroMessenger/8.0.47.2560(0x28002F35) NetType/4G Language/zh_CN';
const PLAIN_PAGE = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>网上营业厅</title></head>
<body><h1>网上营业厅</h1><p>充值缴费 · 业务查询 · 业务办理 · 个人信息</p></body></html>`;

const median = (values) => {
  const sorted = [...values].sort((left, right) => left - right);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** One audit in a fresh chromium profile; `prepare(browserContext)` runs before it (local storage). */
async function auditOnce(url, prepare, throttlingMethod) {
  const userDataDir = mkdtempSync(join(tmpdir(), 'hall-bench-chromium-'));
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    userDataDir,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    if (prepare) {
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      await prepare(browser.contexts()[0]);
      await browser.close();
    }
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      // Keeps the token in local storage; the profile is new, so the HTTP cache is empty anyway.
      disableStorageReset: true,
      throttlingMethod,
      emulatedUserAgent: WECHAT_USER_AGENT,
    });
    const { lhr } = result;
    const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      fcp: audit('first-contentful-paint'),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      finalUrl: lhr.finalDisplayedUrl,
      lcpElement: lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? '',
      runtimeError: lhr.runtimeError?.message,
      // Where the blocking time comes from: each main-thread task over 50 ms, with its script.
      longTasks: (lhr.audits['long-tasks']?.details?.items ?? []).map((item) => ({ url: item.url, startTime: item.startTime, duration: item.duration })),
      benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? 0),
    };
  } finally {
    await chrome.kill();
    rmSync(userDataDir, { recursive: true, force: true });
  }
}

function summarize(runs) {
  return {
    runs,
    score: median(runs.map((run) => run.score)),
    fcp: median(runs.map((run) => run.fcp)),
    lcp: median(runs.map((run) => run.lcp)),
    tbt: median(runs.map((run) => run.tbt)),
    cls: median(runs.map((run) => run.cls)),
  };
}

/** Median of RUNS audits of the hall (logged in, /Recharge) and of the plain page. */
export async function measureLighthouse({ port, throttlingMethod = 'simulate' }) {
  const plainServer = createServer((request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
    response.end(PLAIN_PAGE);
  });
  await new Promise((resolve) => plainServer.listen(port + 1, '127.0.0.1', resolve));
  const server = await startHallServer({ port, serveWeb: true });
  try {
    const token = await sandboxLogin('o_demo_zhangwei', server.baseUrl);
    const putToken = async (context) => {
      const page = await context.newPage();
      // A same-origin address that loads none of the app, so the cache stays empty.
      await page.goto(`${server.baseUrl}/sandbox/api/sms`);
      await page.evaluate((value) => localStorage.setItem('token', value), token);
      await page.close();
    };
    const hallRuns = [];
    const plainRuns = [];
    const failures = [];
    // An audit that fails (a protocol timeout when the machine is very busy) is retried, at most
    // twice per run; the medians are of the audits that completed, and the failures are reported.
    const auditWithRetry = async (url, prepare) => {
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const result = await auditOnce(url, prepare, throttlingMethod);
        if (!result.runtimeError && Number.isFinite(result.lcp)) {
          return result;
        }
        failures.push(`${url}: ${result.runtimeError ?? 'no LCP'}`);
      }
      return null;
    };
    for (let run = 0; run < RUNS; run += 1) {
      const hallRun = await auditWithRetry(`${server.baseUrl}/Recharge`, putToken);
      const plainRun = await auditWithRetry(`http://127.0.0.1:${port + 1}/`);
      if (hallRun) {
        hallRuns.push(hallRun);
      }
      if (plainRun) {
        plainRuns.push(plainRun);
      }
    }
    return { hall: summarize(hallRuns), plain: summarize(plainRuns), failures };
  } finally {
    await server.stop();
    plainServer.close();
  }
}
