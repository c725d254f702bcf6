import type { z } from 'zod';

/** Who may call an operation: anyone, a logged-in subscriber, one with a bound phone, an agent. */
export type Access = 'public' | 'member' | 'bound' | 'agent';

/** Routing metadata of one operation; zod-free so the browser can import it cheaply. */
export interface Endpoint {
  method: 'GET' | 'POST';
  path: string;
  access: Access;
  /** Show the loading overlay: `true` for the default text, or the text to show. */
  loading?: true | string;
  /** Replies that are not JSON envelopes (images). */
  binary?: boolean;
  /** Larger request bodies than the server default (photo uploads), in bytes. */
  maxBodyBytes?: number;
}

export interface OperationSchemas {
  request: z.ZodType;
  response: z.ZodType;
}

/** A schema table must list exactly the operations of its endpoint table. */
export type SchemaTable<Endpoints> = { [Name in keyof Endpoints]: OperationSchemas };
