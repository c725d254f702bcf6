import type { OperationRequest } from '@hall/contract/schemas';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { scrubLogText } from '../../platform/log-safety.ts';

/**
 * A browser's report of its own error: logged at WARN with the request's id (pino's reqId), phone
 * and ID numbers, bank cards and tokens masked before the line is written, and counted by kind.
 */
export function recordClientError(deps: AppDeps, log: FastifyBaseLogger, report: OperationRequest<'CLIENT_ERROR'>): void {
  deps.metrics.clientErrors.inc({ kind: report.kind });
  log.warn(
    {
      clientError: {
        kind: report.kind,
        message: scrubLogText(report.message),
        stack: scrubLogText(report.stack ?? ''),
        route: scrubLogText(report.route),
        appVersion: report.appVersion,
      },
    },
    'client error reported',
  );
}
