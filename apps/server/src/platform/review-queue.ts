import type { ApplicationSummary } from '@hall/contract/applications/schemas';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../db/connection.ts';

// The operator's review queue. Each feature whose applications need a staff decision (account
// cancellation, transfers, SIM replacement, real-name supplement, card openings, invoices)
// registers a ReviewableKind; the console lists, shows and decides them through this one
// interface, and the console service writes the audit log for every decision.

export interface ReviewItemSummary {
  id: string;
  /** Masked subscriber number. */
  phone: string;
  /** Masked applicant name. */
  applicantName: string;
  submittedAt: Date;
  summary: string;
}

export interface ReviewItemDetail extends ReviewItemSummary {
  /** Masked data the reviewer needs, label → value. */
  fields: { label: string; value: string }[];
  /** Uploaded signatures and photos, served only to staff. */
  attachments: { label: string; url: string }[];
}

export interface ReviewDecision {
  isPassed: boolean;
  reason: string;
  staffId: number;
  now: Date;
  /** The values of the kind's passFields, checked against their patterns before `decide`. */
  fields: Record<string, string>;
}

/** A value the reviewer must enter to pass an item (the new card of a SIM replacement). */
export interface ReviewPassField {
  name: string;
  label: string;
  /** A regular expression the whole value must match. */
  pattern: string;
  /** The message when it does not. */
  message: string;
}

export interface ReviewableKind {
  kind: string;
  label: string;
  listPending(db: Executor, limit: number): Promise<ReviewItemSummary[]>;
  countPending(db: Executor): Promise<number>;
  readDetail(db: Executor, id: string): Promise<ReviewItemDetail | null>;
  /** What the reviewer enters to pass an item of this kind. */
  passFields?: ReviewPassField[];
  /**
   * Decides a pending item by a conditional update and does what the decision says to the number,
   * in the transaction `db`; false when it was decided already. Throwing rolls the decision back.
   */
  decide(db: Executor, id: string, decision: ReviewDecision): Promise<boolean>;
  /** Work that must follow a committed decision outside its transaction (calls to outside systems). */
  afterDecided?(id: string, decision: ReviewDecision, log: FastifyBaseLogger): Promise<void>;
  /** The member's latest application of this kind, for the subscriber's status page (APPLICATION_STATUS). */
  readLatestOfMember?(db: Executor, memberId: number): Promise<ApplicationSummary | null>;
  /** One attachment named in the detail, for the console's file route only. */
  readAttachment(db: Executor, id: string, name: string): Promise<ReviewAttachmentFile | null>;
}

export interface ReviewAttachmentFile {
  mimeType: string;
  bytes: Buffer;
}

/** Where the console loads an attachment; the route checks the staff session and role again. */
export function reviewAttachmentUrl(kind: string, id: string, name: string): string {
  return `/api/console/reviewFile?${new URLSearchParams({ kind, id, name }).toString()}`;
}

export interface ReviewQueue {
  kinds: ReviewableKind[];
  find(kind: string): ReviewableKind | undefined;
}

export function createReviewQueue(kinds: ReviewableKind[]): ReviewQueue {
  const byKind = new Map(kinds.map((item) => [item.kind, item]));
  return { kinds, find: (kind) => byKind.get(kind) };
}
