import { isSmsKind, SMS_KINDS, SMS_TEMPLATES, type SmsKind } from '@hall/contract/sms/templates';

/** A kind's template as registered with the provider: its id and our parameters in its variable order. */
export interface RegisteredSmsTemplate {
  id: string;
  params: string[];
}

export type SmsTemplateTable = Record<SmsKind, RegisteredSmsTemplate>;

/**
 * Reads SMS_TEMPLATES: every kind needs its template, whose params are the kind's own parameter
 * names (each at most once) in the order of the template's variables. Answers the table, or the
 * problems found, each naming the kind.
 */
export function parseSmsTemplates(json: string | undefined): { table: SmsTemplateTable } | { problems: string[] } {
  if (!json) {
    return { problems: ["SMS_TEMPLATES is missing (each SMS kind's template id and parameter order, JSON; see README › Going live)."] };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return { problems: ['SMS_TEMPLATES is malformed (not JSON).'] };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return { problems: ['SMS_TEMPLATES is malformed (a JSON object of kinds).'] };
  }
  const entries = parsed as Record<string, unknown>;
  const problems: string[] = [];
  const table: Partial<SmsTemplateTable> = {};
  for (const name of Object.keys(entries)) {
    if (!isSmsKind(name)) {
      problems.push(`SMS_TEMPLATES names an unknown kind ${name} (the kinds: ${SMS_KINDS.join(', ')}).`);
    }
  }
  for (const kind of SMS_KINDS) {
    const entry = entries[kind] as { id?: unknown; params?: unknown } | undefined;
    const known: readonly string[] = SMS_TEMPLATES[kind].params;
    if (entry === undefined) {
      problems.push(`SMS_TEMPLATES is missing the kind ${kind} (parameters: ${known.join(', ') || 'none'}).`);
      continue;
    }
    const params = entry.params ?? [];
    if (typeof entry.id !== 'string' || !/^[0-9A-Za-z_]{1,32}$/.test(entry.id)) {
      problems.push(`SMS_TEMPLATES.${kind}.id is malformed (the approved template id).`);
    } else if (
      !Array.isArray(params) ||
      !params.every((param) => typeof param === 'string' && known.includes(param)) ||
      new Set(params).size !== params.length
    ) {
      problems.push(`SMS_TEMPLATES.${kind}.params is malformed (a list drawn from: ${known.join(', ') || 'none'}).`);
    } else if (kind.endsWith('Code') && !params.includes('code')) {
      problems.push(`SMS_TEMPLATES.${kind}.params must carry the code.`);
    } else {
      table[kind] = { id: entry.id, params: params as string[] };
    }
  }
  return problems.length > 0 ? { problems } : { table: table as SmsTemplateTable };
}
