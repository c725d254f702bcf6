import { ResponseCode, type Envelope } from '@hall/contract/codes';
import { ConsoleMessage } from '@hall/contract/console/rules';
import { endpoints } from '@hall/contract/endpoints';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { ApiError } from '../../platform/api-error.ts';
import { authenticateAccess } from '../../platform/operations.ts';

const SERVABLE_TYPES = new Set(['image/png', 'image/jpeg']);
const REVIEWER_ROLES = endpoints.CONSOLE_REVIEW_DETAIL.staffRoles;

/** Whether the request comes from a logged-in staff member with a reviewer's role. */
async function isReviewer(request: FastifyRequest, deps: AppDeps): Promise<boolean> {
  try {
    await authenticateAccess({ access: 'staff', staffRoles: REVIEWER_ROLES }, request, deps);
    return true;
  } catch (error) {
    if (error instanceof ApiError) {
      return false;
    }
    throw error;
  }
}

/**
 * GET /api/console/reviewFile: a signature or photo of an application, only to a logged-in reviewer
 * (the same roles as the review detail), never cached, and only as an image type.
 */
export function registerReviewFileRoute(app: FastifyInstance, deps: AppDeps): void {
  app.get<{ Querystring: { kind?: string; id?: string; name?: string } }>('/api/console/reviewFile', async (request, reply) => {
    // A file answers 403 alike to a stranger and to a staff member without the role (the page shows no envelope).
    if (!(await isReviewer(request, deps))) {
      return reply.code(403).send({ code: ResponseCode.NOT_LOGGED_IN, msg: ConsoleMessage.LOGIN_REQUIRED } satisfies Envelope);
    }
    const { kind = '', id = '', name = '' } = request.query;
    const file = id.length <= 64 && name.length <= 32 ? await deps.reviewQueue.find(kind)?.readAttachment(deps.db, id, name) : null;
    if (!file || !SERVABLE_TYPES.has(file.mimeType)) {
      return reply.code(404).send({ code: ResponseCode.INVALID, msg: ConsoleMessage.FILE_NOT_FOUND } satisfies Envelope);
    }
    return reply.header('cache-control', 'private, no-store').type(file.mimeType).send(file.bytes);
  });
}
