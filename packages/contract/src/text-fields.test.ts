import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { OPERATION_NAMES, type OperationName } from './endpoints.ts';
import { schemas } from './schemas.ts';

// Walks every field of every operation's request, nested ones included, and tries plain values a
// person might type. Wherever one is accepted, the same value with a control character inside must
// be refused at that field: NUL and the other C0 and C1 controls everywhere, line breaks and tabs
// everywhere except the multi-line fields listed below. New fields are covered without touching
// this file; a new multi-line field must be added to the list.

/** Fields where a person may type line breaks and tabs: posts, replies, feedback, complaints, reasons, the console's long texts. */
const MULTI_LINE_FIELDS: ReadonlySet<string> = new Set([
  // The hall: board posts and replies, complaints, feedback, application reasons, the delivery address.
  'sub_content.content',
  'sub_comment.text',
  'COMPLAINT.content',
  'INSERTUSERAPPEAL.appeal_note',
  'CHANGE_CARD_FORM.reason',
  'CHANGE_CARD_FORM.receive_addr',
  'ACCOUNT_FORM.reason',
  'TRANS_ACCT_S_FORM.reason',
  // A browser's own error report: the stack's frames are lines.
  'CLIENT_ERROR.stack',
  // The console: reasons, replies, answers, notices, agreement and page bodies, HTML, the stock CSV.
  'CONSOLE_REVIEW_DECIDE.reason',
  'CONSOLE_BOARD_REPLY.text',
  'CONSOLE_BOARD_HIDE.reason',
  'CONSOLE_REAL_NAME_ORDER_ISSUE.reason',
  'CONSOLE_REVERSE_INVOICE.reason',
  'CONSOLE_RESEND_INVOICE.reason',
  'CONSOLE_MEMBER_DELETION_REFUSE.reason',
  'CONSOLE_SERVICE_ANSWER.answer',
  'CONSOLE_SAVE_HALL_NOTICE.text',
  'CONSOLE_PUBLISH_AGREEMENT.body',
  'CONSOLE_SAVE_COOPERATION.body',
  'CONSOLE_SAVE_POINTS_SETTINGS.freeText',
  'CONSOLE_SAVE_CALLER_PACKAGE.detail',
  'CONSOLE_SAVE_PACKAGE.descriptionHtml',
  'CONSOLE_CREATE_AGENT_OFFER.descriptionHtml',
  'CONSOLE_UPDATE_AGENT_OFFER.descriptionHtml',
  'CONSOLE_SAVE_ACTIVITY.detailHtml',
  'CONSOLE_IMPORT_STOCK.csv',
  'CONSOLE_ADD_CUSTOMER_NOTE.text',
]);

/** Values a free-text field accepts; formatted fields accept some of them, enums none. */
const PLAIN_VALUES = ['abc', '测试内容', 'A10001', '13800138000', '110101199003078515', '20240101', '1', '/a', 'https://example.com/a', 'a@example.com'];

const ALWAYS_REFUSED = ['\u0000', '\u0001', '\u0007', '\u0008', '\u000b', '\u000c', '\u001b', '\u001f', '\u007f', '\u0085', '\u009b'];
const LINE_BREAKS_AND_TABS = ['\n', '\r', '\t'];

type Path = (string | number)[];
interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  element?: z.ZodType;
  valueType?: z.ZodType;
  options?: z.ZodType[];
}

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The leaves of a schema with their paths, through optional, default, pipe, array and union wrappers. */
function leafPaths(schema: z.ZodType, path: Path = []): Path[] {
  const def = defOf(schema);
  switch (def.type) {
    case 'object':
      return Object.entries(def.shape ?? {}).flatMap(([key, field]) => leafPaths(field, [...path, key]));
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return leafPaths(def.innerType as z.ZodType, path);
    case 'pipe':
      return leafPaths(def.in as z.ZodType, path);
    case 'array':
      return leafPaths(def.element as z.ZodType, [...path, 0]);
    case 'record':
      return leafPaths(def.valueType as z.ZodType, [...path, 'key']);
    case 'union': {
      const seen = new Map<string, Path>();
      for (const option of def.options ?? []) {
        for (const leaf of leafPaths(option, path)) {
          seen.set(leaf.join('.'), leaf);
        }
      }
      return [...seen.values()];
    }
    case 'string':
      return [path];
    default:
      // Numbers (coerced ones too), booleans, enums and literals are no text.
      return [];
  }
}

/** A body with the value at the path (arrays of one element on the way). */
function bodyWith(path: Path, value: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) {
    return value;
  }
  return typeof head === 'number' ? [bodyWith(rest, value)] : { [head]: bodyWith(rest, value) };
}

function isRefusedAt(name: OperationName, path: Path, value: string): boolean {
  const parsed = schemas[name].request.safeParse(bodyWith(path, value));
  const key = path.join('.');
  return !parsed.success && parsed.error.issues.some((issue) => issue.path.join('.') === key);
}

/** Every accepted plain value with each control character put inside it, where no trim removes it. */
function findAcceptedControls(name: OperationName, path: Path, controls: string[]): string[] {
  const accepted: string[] = [];
  for (const plain of PLAIN_VALUES.filter((value) => !isRefusedAt(name, path, value))) {
    const [head, tail] = plain.length > 1 ? [plain.slice(0, 1), plain.slice(1)] : [plain, plain];
    for (const control of controls) {
      const value = `${head}${control}${tail}`;
      if (!isRefusedAt(name, path, value)) {
        accepted.push(JSON.stringify(value));
      }
    }
  }
  return accepted;
}

const TEXT_FIELDS = OPERATION_NAMES.flatMap((name) =>
  leafPaths(schemas[name].request)
    .filter((path) => path.length > 0 && PLAIN_VALUES.some((value) => !isRefusedAt(name, path, value)))
    .map((path) => ({ name, path, label: `${name}.${path.join('.')}` })),
);

describe('every text field of the contract refuses control characters', () => {
  it('finds the text fields it walks (the walk reaches the schemas)', () => {
    expect(TEXT_FIELDS.length).toBeGreaterThan(100);
    for (const field of MULTI_LINE_FIELDS) {
      expect(
        TEXT_FIELDS.map((text) => text.label),
        field,
      ).toContain(field);
    }
  });

  it.each(TEXT_FIELDS)('$label refuses NUL and the other control characters', ({ name, path }) => {
    expect(findAcceptedControls(name, path, ALWAYS_REFUSED)).toEqual([]);
  });

  it.each(TEXT_FIELDS)('$label takes line breaks and tabs only when it is multi-line', ({ name, path, label }) => {
    const accepted = findAcceptedControls(name, path, LINE_BREAKS_AND_TABS);
    if (MULTI_LINE_FIELDS.has(label)) {
      expect(accepted.length, label).toBeGreaterThan(0);
    } else {
      expect(accepted).toEqual([]);
    }
  });
});
