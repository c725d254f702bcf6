import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/connection.ts';
import type { SmsGateway } from '../providers/sms-gateway/sms-gateway.ts';
import type { OutsideCallObserver } from '../providers/time-budget.ts';

/** How an outside call ended: answered, failed, or no answer within its time budget. */
export type OutsideCallOutcome = 'ok' | 'error' | 'timeout';

/** Which identity check: the subscriber's face check, or the agent opening's real-name check. */
export type FaceCheckKind = 'face_check' | 'real_name';

/**
 * The Prometheus metrics of one app instance, on a registry of its own (tests build many apps in
 * one process; the default global registry would collide). Names are listed in the README.
 */
export interface Metrics {
  registry: Registry;
  requests: Counter<'operation' | 'code' | 'status'>;
  requestSeconds: Histogram<'operation' | 'code' | 'status'>;
  outsideCallSeconds: Histogram<'system' | 'call' | 'outcome'>;
  outsideCallErrors: Counter<'system' | 'call' | 'outcome'>;
  scheduleRuns: Counter<'schedule'>;
  scheduleFailures: Counter<'schedule'>;
  scheduleRunSeconds: Histogram<'schedule'>;
  topUpsSettled: Counter;
  topUpsSettledFen: Counter;
  refundsPaid: Counter<'kind'>;
  smsSent: Counter<'kind'>;
  faceChecks: Counter<'check' | 'outcome'>;
  clientErrors: Counter<'kind'>;
}

/** The metrics of one app, the database pool read at each scrape. */
export function createMetrics(database: Pick<Database, 'connections'>): Metrics {
  const registry = new Registry();
  const registers = [registry];
  // The process's own: CPU, memory, heap spaces, event-loop lag, GC pauses, handles.
  collectDefaultMetrics({ register: registry });
  new Gauge({
    name: 'hall_db_pool_connections',
    help: 'Database connections by state: open, idle, and queries waiting for one (the embedded database has one connection)',
    labelNames: ['state'],
    registers,
    collect() {
      const { open, idle, waiting } = database.connections();
      this.set({ state: 'open' }, open);
      if (idle !== null) {
        this.set({ state: 'idle' }, idle);
      }
      if (waiting !== null) {
        this.set({ state: 'waiting' }, waiting);
      }
    },
  });
  return {
    registry,
    requests: new Counter({
      name: 'hall_http_requests_total',
      help: 'Requests by operation (the contract name, or the route of a raw route), envelope code and HTTP status',
      labelNames: ['operation', 'code', 'status'],
      registers,
    }),
    requestSeconds: new Histogram({
      name: 'hall_http_request_duration_seconds',
      help: 'Time to answer a request, by operation, envelope code and HTTP status',
      labelNames: ['operation', 'code', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    outsideCallSeconds: new Histogram({
      name: 'hall_outside_call_duration_seconds',
      help: 'Calls to outside systems (SMS, face check, WeChat, payment, mail, e-invoice, IP lookup) by system, call and outcome',
      labelNames: ['system', 'call', 'outcome'],
      buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10],
      registers,
    }),
    outsideCallErrors: new Counter({
      name: 'hall_outside_call_errors_total',
      help: 'Outside calls that failed (error) or did not answer within the time budget (timeout)',
      labelNames: ['system', 'call', 'outcome'],
      registers,
    }),
    scheduleRuns: new Counter({
      name: 'hall_schedule_runs_total',
      help: 'Runs of background work on this instance, by schedule',
      labelNames: ['schedule'],
      registers,
    }),
    scheduleFailures: new Counter({
      name: 'hall_schedule_failures_total',
      help: 'Runs of background work that failed, by schedule',
      labelNames: ['schedule'],
      registers,
    }),
    scheduleRunSeconds: new Histogram({
      name: 'hall_schedule_run_duration_seconds',
      help: 'Duration of a background run, by schedule',
      labelNames: ['schedule'],
      buckets: [0.01, 0.1, 0.5, 1, 5, 15, 60, 300],
      registers,
    }),
    topUpsSettled: new Counter({ name: 'hall_top_ups_settled_total', help: 'Top-up orders paid and credited to the number', registers }),
    topUpsSettledFen: new Counter({ name: 'hall_top_ups_settled_fen_total', help: 'Money of the settled top-ups, in fen', registers }),
    refundsPaid: new Counter({
      name: 'hall_refunds_paid_total',
      help: 'Refunds done: wechat_pay (a top-up paid back through WeChat Pay), bank (a cancellation refund finance paid to the bank card)',
      labelNames: ['kind'],
      registers,
    }),
    smsSent: new Counter({ name: 'hall_sms_sent_total', help: 'SMS the gateway accepted, by kind', labelNames: ['kind'], registers }),
    faceChecks: new Counter({
      name: 'hall_face_checks_total',
      help: 'Face checks by check and outcome: face_check (the subscriber) started, passed, failed; real_name (the agent opening) started',
      labelNames: ['check', 'outcome'],
      registers,
    }),
    clientErrors: new Counter({
      name: 'hall_client_errors_total',
      help: 'Errors browsers reported about themselves (CLIENT_ERROR), by kind: error, unhandledrejection, render',
      labelNames: ['kind'],
      registers,
    }),
  };
}

/** Counts and times every outside call (providers/time-budget.ts tells each one). */
export function observeOutsideCalls(metrics: Metrics): OutsideCallObserver {
  return ({ system, call, outcome, seconds }) => {
    metrics.outsideCallSeconds.observe({ system, call, outcome }, seconds);
    if (outcome !== 'ok') {
      metrics.outsideCallErrors.inc({ system, call, outcome });
    }
  };
}

/** The gateway with each SMS it accepted counted by kind. */
export function countSentSms(metrics: Metrics, gateway: SmsGateway): SmsGateway {
  return {
    send: async (message) => {
      await gateway.send(message);
      metrics.smsSent.inc({ kind: message.kind });
    },
  };
}
