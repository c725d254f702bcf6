import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { scheduleJob } from '../../platform/jobs/job-schedule.ts';
import { notificationJob } from '../../platform/notification-delivery.ts';

/** Every couple of seconds: what a person waits for by SMS or WeChat should not wait for long. */
const PASS_INTERVAL_MS = 2000;

export function scheduleNotifications(app: FastifyInstance, deps: AppDeps): void {
  scheduleJob(app, deps, notificationJob, PASS_INTERVAL_MS);
}
