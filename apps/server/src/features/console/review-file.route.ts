import { endpoints } from '@hall/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import type { ReviewQueue } from '../../platform/review-queue.ts';
import { findStaffOfRequest, hasStaffRole } from '../../platform/staff-sessions.ts';

const SERVABLE_TYPES = new Set(['image/png', 'image/jpeg']);
const REVIEWER_ROLES = endpoints.CONSOLE_REVIEW_DETAIL.staffRoles;

/**
 * GET /api/console/reviewFile: a signature or photo of an application, only to a logged-in reviewer
 * (the same roles as the review detail), never cached, and only as an image type.
 */
export function registerReviewFileRoute(app: FastifyInstance, deps: AppDeps, queue: ReviewQueue): void {
  app.get<{ Querystring: { kind?: string; id?: string; name?: string } }>('/api/console/reviewFile', async (request, reply) => {
    const staff = await findStaffOfRequest(request, deps.db, deps.now());
    if (!staff || !hasStaffRole(staff, REVIEWER_ROLES)) {
      return reply.code(403).send({ code: -101, msg: '请先登录管理后台' });
    }
    const { kind = '', id = '', name = '' } = request.query;
    const file = id.length <= 64 && name.length <= 32 ? await queue.find(kind)?.readAttachment(deps.db, id, name) : null;
    if (!file || !SERVABLE_TYPES.has(file.mimeType)) {
      return reply.code(404).send({ code: -100, msg: '文件不存在' });
    }
    return reply.header('cache-control', 'private, no-store').type(file.mimeType).send(file.bytes);
  });
}
