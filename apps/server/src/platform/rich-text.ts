import sanitizeHtml from 'sanitize-html';

// HTML from the back office and the editors (package rules, activity details) is shown inside our
// pages. sanitizeRichText reduces it to a few formatting tags without any attribute; the
// sanitize-html based functions below keep what each kind of content needs.

const ALLOWED_TAGS = new Set([
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'ul',
  'ol',
  'li',
  'span',
  'div',
  'h3',
  'h4',
  'h5',
  'table',
  'thead',
  'tbody',
  'tr',
  'td',
  'th',
]);
const DROPPED_WITH_CONTENT = /<(script|style|iframe|object|embed|template|noscript|textarea|title)\b[\s\S]*?<\/\1\s*>/gi;
const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)\b[^<>]*>/g;

function escapeText(text: string): string {
  return text.replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Keeps the text and the allowed tags (without attributes); everything else is dropped or escaped. */
export function sanitizeRichText(html: string): string {
  const source = html.replace(DROPPED_WITH_CONTENT, '');
  let output = '';
  let position = 0;
  for (const match of source.matchAll(TAG)) {
    output += escapeText(source.slice(position, match.index));
    position = match.index + match[0].length;
    const name = (match[2] ?? '').toLowerCase();
    if (!ALLOWED_TAGS.has(name)) {
      continue;
    }
    if (name === 'br') {
      output += '<br>';
    } else {
      output += match[1] ? `</${name}>` : `<${name}>`;
    }
  }
  return output + escapeText(source.slice(position));
}

/** Activity details: text formatting, lists, links and pictures; no scripts, styles or handlers. */
const ACTIVITY_HTML_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img'],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'], img: ['src', 'alt', 'width', 'height'] },
  allowedSchemes: ['http', 'https'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  transformTags: { a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }) },
};

/** Sanitises an activity's detail HTML; used when an editor saves it and again when it is shown. */
export function sanitizeActivityHtml(html: string): string {
  return sanitizeHtml(html, ACTIVITY_HTML_OPTIONS);
}

/** Package rules: only plain formatting survives; used when an editor saves them and when they are shown. */
export function sanitizePackageRules(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'span', 'ul', 'ol', 'li', 'h3', 'h4', 'table', 'thead', 'tbody', 'tr', 'th', 'td'],
    allowedAttributes: {},
    disallowedTagsMode: 'discard',
  });
}

/**
 * Whether sanitizePackageRules removes anything from the html. Both sides go through sanitize-html,
 * so its re-serialisation (entities, `<br />`) is alike and only a removed tag or attribute differs.
 */
export function isPackageRulesFiltered(html: string): boolean {
  return sanitizePackageRules(html) !== sanitizeHtml(html, { allowedTags: false, allowedAttributes: false, allowVulnerableTags: true });
}
