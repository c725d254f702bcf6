import { AgentMessage } from '@hall/contract/agent/rules';
import { ResponseCode, type Envelope } from '@hall/contract/codes';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { authenticateAccess } from '../../platform/operations.ts';
import { FILE_PATH_PREFIX, readUpload } from './opening.service.ts';

/** Upload ids are random tokens; anything else is not looked up. */
const UPLOAD_ID_PATTERN = /^[\w-]{20,64}$/;

/**
 * GET /api/gzh/files/:id: an uploaded signature or photo, private, served only to agents of the
 * dealer that uploaded it. Without an agent session the agents' -101 envelope is the answer.
 */
export function registerOpeningFileRoute(app: FastifyInstance, deps: AppDeps): void {
  app.get<{ Params: { id: string } }>(`${FILE_PATH_PREFIX}:id`, async (request, reply) => {
    const { agent } = await authenticateAccess({ access: 'agent' }, request, deps);
    const upload = UPLOAD_ID_PATTERN.test(request.params.id) ? await readUpload(deps, agent, request.params.id) : null;
    if (!upload) {
      return reply.code(404).send({ code: ResponseCode.INVALID, msg: AgentMessage.FILE_MISSING } satisfies Envelope);
    }
    return reply
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', 'inline')
      .type(upload.mime)
      .send(upload.bytes);
  });
}
