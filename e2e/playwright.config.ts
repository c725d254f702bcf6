import { defineConfig, devices } from '@playwright/test';

// Each run (the main process and its workers) shares one port; parallel runs on one machine get their own.
process.env.E2E_PORT ??= String(3210 + (process.pid % 700));
const port = Number(process.env.E2E_PORT);
const dataDir = `/tmp/hall-e2e-${process.pid}`;
// The server's log of the whole run; the global teardown scans it for personal data and secrets.
// Set once in the main process, inherited by the workers and the teardown.
process.env.E2E_SERVER_LOG ??= `/tmp/hall-e2e-${process.pid}.log`;
process.env.E2E_BASE_URL ??= `http://127.0.0.1:${port}`;
// Every server a journey starts sheds load only past 2 s of event-loop lag: the browser shares the
// machine's two cores with it, and shedding itself is proved by the server suite's own test.
process.env.EVENT_LOOP_LAG_LIMIT_MS ??= '2000';

/** Chromium as a phone inside WeChat, against the built app and a real server with sandbox providers. */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  // The suite's runner (scripts/suite) also asks for a JSON report, to print the slowest journeys.
  reporter: process.env.E2E_JSON_REPORT ? [['list'], ['json', { outputFile: process.env.E2E_JSON_REPORT }]] : [['list']],
  globalTeardown: './support/scan-server-log.ts',
  // Journeys tagged @moves-clock move the sandbox clock forward, which never goes back: they run
  // after every other journey (a month later the demo's dates, bills and sessions have moved on).
  // Journeys tagged @wechat run against a second server of their own with the real WeChat provider
  // and a fake WeChat (e2e/wechat/wechat-test.ts starts and stops both); run them alone with
  // `--project wechat`. Journeys tagged @providers do the same for SMS, face check, mail and the IP
  // lookup (e2e/providers/providers-test.ts): `--project providers`.
  projects: [
    { name: 'journeys', grepInvert: /@moves-clock|@wechat|@providers/ },
    { name: 'after-the-clock-moves', grep: /@moves-clock/, dependencies: ['journeys'] },
    { name: 'wechat', grep: /@wechat/ },
    { name: 'providers', grep: /@providers/ },
  ],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    ...devices['Pixel 7'],
    userAgent:
      'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36 MicroMessenger/8.0.47.2560(0x28002F35) NetType/4G Language/zh_CN',
    locale: 'zh-CN',
    // As a phone set to reduce motion: the popups and dialogs the app honours it for appear where
    // they end instead of sliding there, so a journey waits for the page, not for its animations.
    reducedMotion: 'reduce',
    timezoneId: 'Asia/Shanghai',
    // Recording a trace costs a third of a journey's time (the browser encodes screenshots and DOM
    // snapshots of every step), so only a retried journey records one; `--trace retain-on-failure`
    // records every journey when a failure needs its trace.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: `rm -rf ${dataDir} ${process.env.E2E_SERVER_LOG} && node --import tsx apps/server/src/main.ts`,
    cwd: '..',
    url: `http://127.0.0.1:${port}/sandbox/api/sms`,
    reuseExistingServer: false,
    // A first start migrates and seeds a fresh database; on a busy shared machine that takes a while.
    timeout: 180_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      LOG_FILE: process.env.E2E_SERVER_LOG,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      HALL_NOTICE_CACHE_SECONDS: '0',
      SMS_MAX_PER_IP_PER_HOUR: '10000',
      // Journeys count on demo balances; a run crossing China midnight would add a simulated day.
      SANDBOX_USAGE_SIMULATION: 'false',
    },
  },
});
