import type { z } from 'zod';

/** Who may call an operation: anyone, a logged-in subscriber, one with a bound phone, an agent, operator staff. */
export type Access = 'public' | 'member' | 'bound' | 'agent' | 'staff';

/** Roles of operator staff; admin may do everything. */
export const STAFF_ROLES = ['admin', 'auditor', 'service', 'editor'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/**
 * How often an operation may be called before the server refuses with 429 and `Retry-After`.
 * Counted per client address (`ip`), per logged-in member, agent or staff member (`caller`), per
 * active number of the member (`number`: the number the operation acts on), or per value of request fields (`input`: a phone, an ID number, a work number), in a window of
 * `windowSeconds`. The counters live in the database, so every server instance shares them.
 */
export type RateLimit =
  { per: 'ip' | 'caller' | 'number'; max: number; windowSeconds: number } | { per: 'input'; fields: readonly string[]; max: number; windowSeconds: number };

/** Routing metadata of one operation; zod-free so the browser can import it cheaply. */
export interface Endpoint {
  method: 'GET' | 'POST';
  path: string;
  access: Access;
  /** Show the loading overlay: `true` for the default text, or the text to show. */
  loading?: true | string;
  /** Replies that are not JSON envelopes (images). */
  binary?: boolean;
  /** For staff operations: the roles allowed besides admin (empty: any staff member). */
  staffRoles?: readonly StaffRole[];
  /** For staff operations: open to a member who must still enrol TOTP (the enrolment itself, the session, logout). */
  beforeTotpEnrolment?: true;

  /** Limits on how often it may be called; required where it is public or reveals an identity. */
  limits?: readonly RateLimit[];

  /** Larger request bodies than the server default (photo uploads), in bytes. */
  maxBodyBytes?: number;
}

export interface OperationSchemas {
  request: z.ZodType;
  response: z.ZodType;
}

/** A schema table must list exactly the operations of its endpoint table. */
export type SchemaTable<Endpoints> = { [Name in keyof Endpoints]: OperationSchemas };
