import { endpoints, OPERATION_NAMES, type OperationName } from '@hall/contract/endpoints';
import type { Endpoint } from '@hall/contract/operation';
import { schemas } from '@hall/contract/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { invalid } from './api-error.ts';
import { OPERATION_CONFIG_KEY } from './request-observation.ts';

// Each operation's body limits, derived from its request schema: the largest body an honest client
// can send (every field at its maximum, three bytes a character), and how deeply its JSON nests.
// Uploads declare their own size (`maxBodyBytes`); routes outside the contract keep the app's.

/** The smallest limit: room for the fields a client adds (its token) beside the largest small form. */
const SMALLEST_BODY_BYTES = 16 * 1024;
/** Added to the derived size before rounding up, for those extra fields. */
const EXTRA_FIELDS_BYTES = 4 * 1024;
/** No derived limit goes past the app's own (1 MiB); a larger body is declared on the endpoint. */
export const APP_BODY_LIMIT_BYTES = 1024 * 1024;
/** A string bounded only by its pattern (a phone, an ID number, a date) counts this many characters. */
const PATTERN_STRING_CHARACTERS = 256;
/** UTF-8 bytes of one UTF-16 unit at most, as JSON.stringify writes it (a Chinese character). */
const BYTES_PER_CHARACTER = 3;
/** Nesting allowed on routes outside the contract (payment notifications, sandbox pages). */
export const OUTSIDE_CONTRACT_NESTING = 8;

interface BodyBound {
  bytes: number;
  depth: number;
}

function maximumOf(schema: z.ZodType): number | undefined {
  const checks = (schema._zod.def as { checks?: { _zod: { def: { check: string; maximum?: number } } }[] }).checks ?? [];
  return checks.map((check) => check._zod.def).find((check) => check.check === 'max_length')?.maximum;
}

/** The largest JSON a schema accepts as input, in bytes, and its nesting depth. */
function boundOf(schema: z.ZodType): BodyBound {
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  const inner = (key: string) => boundOf(def[key] as z.ZodType);
  switch (def.type) {
    case 'object': {
      const fields = Object.entries(def.shape as Record<string, z.ZodType>).map(([key, value]) => ({ key, bound: boundOf(value) }));
      return {
        bytes: 2 + fields.reduce((sum, { key, bound }) => sum + key.length + 4 + bound.bytes, 0),
        depth: 1 + Math.max(0, ...fields.map(({ bound }) => bound.depth)),
      };
    }
    case 'array': {
      const element = inner('element');
      const maximum = maximumOf(schema);
      return { bytes: maximum === undefined ? APP_BODY_LIMIT_BYTES : 2 + maximum * (element.bytes + 1), depth: 1 + element.depth };
    }
    case 'record': {
      const value = inner('valueType');
      return { bytes: APP_BODY_LIMIT_BYTES, depth: 1 + value.depth };
    }
    case 'string': {
      const maximum = (schema as z.ZodString).maxLength ?? PATTERN_STRING_CHARACTERS;
      return { bytes: 2 + maximum * BYTES_PER_CHARACTER, depth: 0 };
    }
    case 'number':
    case 'bigint':
      return { bytes: 24, depth: 0 };
    case 'boolean':
    case 'null':
    case 'undefined':
      return { bytes: 5, depth: 0 };
    case 'enum':
      return { bytes: Math.max(...Object.values(def.entries as object).map((entry) => JSON.stringify(entry).length)), depth: 0 };
    case 'literal':
      return { bytes: Math.max(...(def.values as unknown[]).map((value) => (JSON.stringify(value) ?? 'null').length)), depth: 0 };
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return inner('innerType');
    case 'pipe':
      // The body is the pipe's input; what a transform makes of it is not sent.
      return inner('in');
    case 'union': {
      const options = (def.options as z.ZodType[]).map(boundOf);
      return { bytes: Math.max(...options.map((option) => option.bytes)), depth: Math.max(...options.map((option) => option.depth)) };
    }
    default:
      // A kind of field this derivation does not know: the app's limits, not a guess.
      return { bytes: APP_BODY_LIMIT_BYTES, depth: OUTSIDE_CONTRACT_NESTING };
  }
}

function roundUpToPowerOfTwo(bytes: number): number {
  return 2 ** Math.ceil(Math.log2(bytes));
}

/** What one operation's body may be: its size in bytes and its JSON nesting depth. */
export interface BodyLimits {
  bytes: number;
  depth: number;
}

function deriveBodyLimits(name: OperationName): BodyLimits {
  const endpoint: Endpoint = endpoints[name];
  const bound = boundOf(schemas[name].request);
  const derivedBytes = Math.min(APP_BODY_LIMIT_BYTES, Math.max(SMALLEST_BODY_BYTES, roundUpToPowerOfTwo(bound.bytes + EXTRA_FIELDS_BYTES)));
  return { bytes: endpoint.maxBodyBytes ?? derivedBytes, depth: bound.depth };
}

const bodyLimits = new Map<OperationName, BodyLimits>(OPERATION_NAMES.map((name) => [name, deriveBodyLimits(name)]));

/** The body limits of a contract operation. */
export function bodyLimitsOf(name: OperationName): BodyLimits {
  const limits = bodyLimits.get(name);
  if (!limits) {
    throw new Error(`no operation ${name}`);
  }
  return limits;
}

/**
 * Whether JSON text nests deeper than `maxDepth` arrays and objects, read without parsing it: one
 * pass over the text that jumps from quote to quote inside strings.
 */
export function isNestedDeeperThan(text: string, maxDepth: number): boolean {
  let depth = 0;
  for (let index = 0; index < text.length; index += 1) {
    const character = text.charCodeAt(index);
    if (character === 0x22) {
      index = findStringEnd(text, index + 1);
    } else if (character === 0x5b || character === 0x7b) {
      depth += 1;
      if (depth > maxDepth) {
        return true;
      }
    } else if (character === 0x5d || character === 0x7d) {
      depth -= 1;
    }
  }
  return false;
}

/** The index of the quote that ends a string starting at `from` (the text's end when none does). */
function findStringEnd(text: string, from: number): number {
  let quote = text.indexOf('"', from);
  while (quote !== -1) {
    let backslashes = 0;
    while (text.charCodeAt(quote - 1 - backslashes) === 0x5c) {
      backslashes += 1;
    }
    if (backslashes % 2 === 0) {
      return quote;
    }
    quote = text.indexOf('"', quote + 1);
  }
  return text.length;
}

function nestingAllowedFor(request: FastifyRequest): number {
  const name = (request.routeOptions.config as unknown as Record<string, unknown> | undefined)?.[OPERATION_CONFIG_KEY];
  const limits = typeof name === 'string' ? bodyLimits.get(name as OperationName) : undefined;
  return limits?.depth ?? OUTSIDE_CONTRACT_NESTING;
}

/**
 * The JSON parser of every route: a body nesting deeper than its operation's schema allows is
 * refused (-100) before JSON.parse is given it; the rest goes to Fastify's own parser (which also
 * refuses __proto__ and constructor keys). Sizes are the routes' bodyLimit, checked as it arrives.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (isNestedDeeperThan(text, nestingAllowedFor(request))) {
      done(invalid('请求格式错误：内容嵌套层级过多'), undefined);
      return;
    }
    // Called with done, the default parser answers through it; its Promise-typed return is unused.
    void parseJson(request, text, done);
  });
}
