import { CHINA_TIME_ZONE } from '@hall/contract/china-time';
import { defineConfig, devices } from '@playwright/test';
import { JOURNEY_WORKERS, journeyServers, ownJourneyServer } from './support/journey-servers.ts';

// Each run (the main process and its workers) has its own ports; parallel runs on one machine get their own.
const servers = journeyServers();
const ownServer = ownJourneyServer(servers);
// Support code outside a test's fixtures (a request context of its own) reaches this worker's server.
process.env.E2E_BASE_URL = ownServer.baseURL;
// Every server a journey starts sheds load only past 2 s of event-loop lag: the browser shares the
// machine's two cores with it, and shedding itself is proved by the server suite's own test.
process.env.EVENT_LOOP_LAG_LIMIT_MS ??= '2000';

/** The route sweeps and the console's accessibility sweep. */
const LONG_SWEEPS = /smoke\/(route-sweep|accessibility)\.spec\.ts$/;

/** Chromium as a phone inside WeChat, against the built app and a real server with sandbox providers. */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // A file's journeys run in order in one worker; the files are shared out among the workers, each
  // against its own server (support/journey-servers.ts).
  fullyParallel: false,
  workers: JOURNEY_WORKERS,
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
  // The longest journeys (minutes each: every route, every console section) start first, so that
  // the last minutes of a run are not one worker finishing a sweep while the others wait. The
  // WeChat and outside-provider journeys follow, each set in one worker: a worker that takes one of
  // them starts that set's server first, and every second start is 10-20 s of a loaded machine; at
  // the end of the run those starts left the other worker waiting. The many short journeys fill in.
  projects: [
    { name: 'sweeps', testMatch: LONG_SWEEPS, grepInvert: /@moves-clock|@wechat|@providers/ },
    { name: 'wechat', grep: /@wechat/, workers: 1 },
    { name: 'providers', grep: /@providers/, workers: 1 },
    { name: 'journeys', testIgnore: LONG_SWEEPS, grepInvert: /@moves-clock|@wechat|@providers/ },
    { name: 'after-the-clock-moves', grep: /@moves-clock/, dependencies: ['sweeps', 'journeys'] },
  ],
  use: {
    baseURL: ownServer.baseURL,
    ...devices['Pixel 7'],
    userAgent:
      'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36 MicroMessenger/8.0.47.2560(0x28002F35) NetType/4G Language/zh_CN',
    locale: 'zh-CN',
    // As a phone set to reduce motion: the popups and dialogs the app honours it for appear where
    // they end instead of sliding there, so a journey waits for the page, not for its animations.
    reducedMotion: 'reduce',
    timezoneId: CHINA_TIME_ZONE,
    // Recording a trace costs a third of a journey's time (the browser encodes screenshots and DOM
    // snapshots of every step), so only a retried journey records one; `--trace retain-on-failure`
    // records every journey when a failure needs its trace.
    trace: 'on-first-retry',
    // A failed journey's last screen; the pictures a journey saves on its way are taken only when
    // asked for (support/screenshots.ts).
    screenshot: 'only-on-failure',
    // Chromium's headless shell (Debian's chromium-headless-shell, the browser Playwright itself runs
    // headless): the same Blink as the full browser, without its windowing, at 40 % less CPU. The
    // journeys are bound by the machine's two cores, and a journey's pages live seconds: V8's
    // optimising compilers (--no-opt) and raster threads beyond one cost more CPU than they return,
    // and the back-forward cache keeps every page left behind alive. Without the three, the console
    // and applications journeys took 185 s instead of 227 s here, the same journeys passing.
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--js-flags=--no-opt',
        '--num-raster-threads=1',
        '--disable-back-forward-cache',
      ],
    },
  },
  webServer: servers.map((server) => ({
    command: `rm -rf ${server.dataDir} ${server.logFile} && node --import tsx apps/server/src/main.ts`,
    cwd: '..',
    url: `${server.baseURL}/sandbox/api/sms`,
    reuseExistingServer: false,
    // A first start migrates and seeds a fresh database; on a busy shared machine that takes a while.
    timeout: 180_000,
    env: {
      PORT: String(server.port),
      HOST: '127.0.0.1',
      DATA_DIR: server.dataDir,
      LOG_LEVEL: 'info',
      // The server's log of the whole run; the global teardown scans it for personal data and secrets.
      LOG_FILE: server.logFile,
      PUBLIC_URL: server.baseURL,
      HALL_NOTICE_CACHE_SECONDS: '0',
      SMS_MAX_PER_IP_PER_HOUR: '10000',
      // Journeys count on demo balances; a run crossing China midnight would add a simulated day.
      SANDBOX_USAGE_SIMULATION: 'false',
      // The sandbox back office takes 5 s instead of 10 to process an SMS-register request: the
      // journeys see it pending, then reload until it is done.
      SMS_REGISTER_PROCESSING_SECONDS: '5',
    },
  })),
});
