import { Readable } from 'node:stream';
import { DefaultMessage, ResponseCode, type Envelope } from '@hall/contract/codes';
import { endpoints, OPERATION_NAMES, type OperationName } from '@hall/contract/endpoints';
import { ACTIVE_NUMBER_HEADER, MemberMessage } from '@hall/contract/member/rules';
import type { Access, Endpoint } from '@hall/contract/operation';
import { schemas, type OperationOutput, type OperationRequest } from '@hall/contract/schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../deps.ts';
import { ApiError, forbidden, invalid, notBound, notLoggedIn } from './api-error.ts';
import { findAgentByToken, readAgentToken, type AuthenticatedAgent } from './agent-sessions.ts';
import { findMemberByToken, isBoundMember, type AuthenticatedMember, type BoundMember } from './member-sessions.ts';
import { findStaffOfRequest, hasStaffRole, type AuthenticatedStaff } from './staff-sessions.ts';
import { mustEnrolTotp } from './staff-two-factor.ts';
import { StaffMessage } from '@hall/contract/console-staff/rules';
import { createLimitEnforcer } from './rate-limits.ts';
import { bodyLimitsOf } from './request-bodies.ts';
import { OPERATION_CONFIG_KEY } from './request-observation.ts';
import { snapshotUserRefusal } from './snapshot-users.ts';
import { describeFirstIssue } from './validation.ts';

type AccessOf<Name extends OperationName> = (typeof endpoints)[Name]['access'];
type MemberFor<A extends Access> = A extends 'bound' ? BoundMember : A extends 'member' ? AuthenticatedMember : null;
type StaffFor<A extends Access> = A extends 'staff' ? AuthenticatedStaff : null;

type AgentFor<A extends Access> = A extends 'agent' ? AuthenticatedAgent : null;

/** What a binary operation (an image, a streamed file) answers instead of an envelope. */
export interface BinaryReply {
  contentType: string;
  body: Buffer | Readable;
}

function isBinaryReply(value: unknown): value is BinaryReply {
  const body = typeof value === 'object' && value !== null && 'contentType' in value ? (value as BinaryReply).body : null;
  return Buffer.isBuffer(body) || body instanceof Readable;
}

export interface HandlerContext<Name extends OperationName> {
  input: OperationRequest<Name>;
  member: MemberFor<AccessOf<Name>>;
  staff: StaffFor<AccessOf<Name>>;

  /** The logged-in agent, for operations of access 'agent'. */
  agent: AgentFor<AccessOf<Name>>;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type Handler<Name extends OperationName> = (context: HandlerContext<Name>) => Promise<OperationOutput<Name>>;

/** The handlers of some operations; the union of all features must cover every operation. */
export type HandlerTable<Names extends OperationName> = { [Name in Names]: Handler<Name> };

/** Reads the subscriber token where the spec's client puts it: the JSON body, or a header. */
function readToken(request: FastifyRequest): string | undefined {
  const carrier = (request.method === 'GET' ? request.query : request.body) as { token?: unknown } | undefined;
  if (carrier && typeof carrier.token === 'string' && carrier.token.length > 0) {
    return carrier.token;
  }
  const header = request.headers['x-token'] ?? request.headers.authorization?.replace(/^Bearer\s+/i, '');
  return typeof header === 'string' && header.length > 0 ? header : undefined;
}

/** Who made a request, as the operation's access demands; every check passed. */
export type Principal =
  | { kind: 'public' }
  | { kind: 'member'; member: AuthenticatedMember }
  | { kind: 'staff'; staff: AuthenticatedStaff }
  | { kind: 'agent'; agent: AuthenticatedAgent };

/** What authentication needs to know of an operation (or of a raw route outside the contract). */
export type AccessRequirement<A extends Access = Access> = {
  access: A;
  staffRoles?: Endpoint['staffRoles'];
  beforeTotpEnrolment?: Endpoint['beforeTotpEnrolment'];
};

type PrincipalKindOf<A extends Access> = A extends 'member' | 'bound' ? 'member' : A;

/** The principal a given access yields. */
export type PrincipalFor<A extends Access> = Extract<Principal, { kind: PrincipalKindOf<A> }>;

/** Subscribers: their token, bound to a phone number when the access is 'bound'. */
async function authenticateMember(access: 'member' | 'bound', request: FastifyRequest, deps: AppDeps): Promise<AuthenticatedMember> {
  const token = readToken(request);
  const member = token && token.length <= 128 ? await findMemberByToken(deps.db, deps.memberSessions, token, deps.now()) : null;
  if (!member) {
    throw notLoggedIn();
  }
  if (access === 'bound') {
    if (!isBoundMember(member)) {
      // A snapshot-page user can never bind: say what would help instead of 'bind first'.
      throw member.isSnapshotUser ? snapshotUserRefusal() : notBound();
    }
    // The page acts on the number it shows: not on another one the member switched to elsewhere since.
    const shownNumber = request.headers[ACTIVE_NUMBER_HEADER];
    if (typeof shownNumber === 'string' && shownNumber !== member.boundPhone) {
      throw invalid(MemberMessage.NUMBER_SWITCHED);
    }
  }
  return member;
}

/** Staff operations: the console's session cookie, and one of the operation's roles (admin passes). */
/**
 * A staff request that changes something must come from this app's console: a JSON body (an HTML
 * form on another site cannot send one) and an Origin of this app, read from the Referer when the
 * Origin is missing. This app is PUBLIC_URL's origin or the host the request was sent to (local use,
 * the dev server's proxy); a browser sets Origin itself, so another site cannot claim either. Reads
 * (GET, HEAD: the review files an <img> loads) change nothing and go by the session cookie alone.
 */
function ensureFromConsole(request: FastifyRequest, publicUrl: string): void {
  if (request.method === 'GET' || request.method === 'HEAD') {
    return;
  }
  const contentType = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  if (contentType !== 'application/json') {
    throw forbidden('请在管理后台中操作（请求格式无效）');
  }
  const source = request.headers.origin ?? request.headers.referer;
  const sourceUrl = source && URL.canParse(source) ? new URL(source) : null;
  const publicOrigin = URL.canParse(publicUrl) ? new URL(publicUrl).origin : null;
  const isThisApp = sourceUrl !== null && (sourceUrl.origin === publicOrigin || sourceUrl.host === request.host);
  if (!isThisApp) {
    throw forbidden('请在管理后台中操作（请求来源无效）');
  }
}

async function authenticateStaff(requirement: AccessRequirement, request: FastifyRequest, deps: AppDeps): Promise<AuthenticatedStaff> {
  ensureFromConsole(request, deps.config.PUBLIC_URL);
  const staff = await findStaffOfRequest(request, deps.db, deps.now());
  if (!staff) {
    throw notLoggedIn('请先登录管理后台');
  }
  // The server holds a member who must enrol TOTP to the enrolment, whatever the page does.
  if (!requirement.beforeTotpEnrolment && mustEnrolTotp(staff, deps.config.STAFF_TOTP_REQUIRED)) {
    throw invalid(StaffMessage.TOTP_ENROLMENT_REQUIRED);
  }
  if (!hasStaffRole(staff, requirement.staffRoles ?? [])) {
    throw invalid('无权执行此操作');
  }
  return staff;
}

/** Agent operations need an agent session (its own header); subscriber tokens do not count. */
async function authenticateAgent(request: FastifyRequest, deps: AppDeps): Promise<AuthenticatedAgent> {
  const token = readAgentToken(request);
  const agent = token ? await findAgentByToken(deps.db, token, deps.now()) : null;
  if (!agent) {
    throw notLoggedIn();
  }
  return agent;
}

/** The one authentication step of every operation: throws the spec's -101/-102/-100 when it fails. */
export async function authenticate(endpoint: AccessRequirement, request: FastifyRequest, deps: AppDeps): Promise<Principal> {
  switch (endpoint.access) {
    case 'public':
      return { kind: 'public' };
    case 'member':
    case 'bound':
      return { kind: 'member', member: await authenticateMember(endpoint.access, request, deps) };
    case 'staff':
      return { kind: 'staff', staff: await authenticateStaff(endpoint, request, deps) };
    case 'agent':
      return { kind: 'agent', agent: await authenticateAgent(request, deps) };
  }
}

/**
 * The same check for a raw route outside the contract (files, redirects), typed by its access:
 * `const { staff } = await authenticateAccess({ access: 'staff', staffRoles }, request, deps)`.
 */
export async function authenticateAccess<A extends Access>(
  requirement: AccessRequirement<A>,
  request: FastifyRequest,
  deps: AppDeps,
): Promise<PrincipalFor<A>> {
  return (await authenticate(requirement, request, deps)) as PrincipalFor<A>;
}

/** Who a per-caller limit counts: the member, agent or staff member; nobody for public calls. */
function describeCaller(principal: Principal): string | null {
  switch (principal.kind) {
    case 'public':
      return null;
    case 'member':
      return `member:${principal.member.id}`;
    case 'staff':
      return `staff:${principal.staff.id}`;
    case 'agent':
      return `agent:${principal.agent.workNo}`;
  }
}

/**
 * Binds every contract operation to its handler: authorisation by the endpoint's access, input
 * validation by its schema (first problem → -100), and the success envelope.
 */
export function registerOperations(app: FastifyInstance, deps: AppDeps, handlers: HandlerTable<OperationName>): void {
  for (const name of OPERATION_NAMES) {
    const endpoint: Endpoint = endpoints[name];
    const schema = schemas[name];
    const handler = handlers[name] as Handler<OperationName>;
    const enforceLimits = createLimitEnforcer(app, deps, name, endpoint.limits ?? []);
    app.route({
      method: endpoint.method,
      url: endpoint.path,
      // The metrics count the request under the contract's name, not the raw URL.
      config: { [OPERATION_CONFIG_KEY]: name },
      // Fitted to the largest honest input (request-bodies.ts): a larger body is refused as it arrives.
      bodyLimit: bodyLimitsOf(name).bytes,
      // Per-address limits run on the headers alone: a refused flood costs no body read or parse.
      onRequest: async (request) => enforceLimits({ request, caller: null, number: null, input: null }, 'before-access'),
      handler: async (request, reply): Promise<Envelope | FastifyReply> => {
        // Access before input: an anonymous caller learns nothing about the schema.
        const rawInput = (endpoint.method === 'GET' ? request.query : request.body) ?? {};
        const principal = await authenticate(endpoint, request, deps);
        await enforceLimits(
          { request, caller: describeCaller(principal), number: principal.kind === 'member' ? principal.member.boundPhone : null, input: rawInput },
          'after-access',
        );
        const parsed = schema.request.safeParse(rawInput);
        if (!parsed.success) {
          throw invalid(describeFirstIssue(parsed.error));
        }
        // A handler that changed a member or ended a session drops this instance's kept sessions before the reply.
        const data = await deps.database.memberWrites.duringRequest(() =>
          handler({
            input: parsed.data as OperationRequest<OperationName>,
            member: (principal.kind === 'member' ? principal.member : null) as MemberFor<Access>,
            staff: (principal.kind === 'staff' ? principal.staff : null) as StaffFor<Access>,
            agent: (principal.kind === 'agent' ? principal.agent : null) as AgentFor<Access>,
            request,
            reply,
          }),
        );
        if (endpoint.binary && isBinaryReply(data)) {
          return reply.header('cache-control', 'no-store').type(data.contentType).send(data.body);
        }
        if (deps.config.VALIDATE_RESPONSES) {
          schema.response.parse(data);
        }
        return { code: ResponseCode.SUCCESS, msg: DefaultMessage.SUCCESS, data };
      },
    });
    // A known path with the wrong method answers 405, which the client reports as "<name> 异常".
    // Answered on the headers: its body is never read.
    app.route({
      method: endpoint.method === 'GET' ? ['POST', 'PUT', 'DELETE', 'PATCH'] : ['GET', 'PUT', 'DELETE', 'PATCH'],
      url: endpoint.path,
      onRequest: async (_request, reply) => reply.code(405).send({ code: ResponseCode.INVALID, msg: `${name} 请求方式不允许` } satisfies Envelope),
      handler: async (_request, reply) => reply,
    });
  }
}

export { ApiError };
