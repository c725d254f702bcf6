// HTML from the back office (package rules, activity details) is shown inside our pages, so it is
// reduced to a few formatting tags without any attribute: no scripts, links, styles or handlers.

const ALLOWED_TAGS = new Set([
  'p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'span', 'div', 'h3', 'h4', 'h5',
  'table', 'thead', 'tbody', 'tr', 'td', 'th',
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
