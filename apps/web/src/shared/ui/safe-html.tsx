import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/**
 * Renders HTML from the server (activity details, package rules). The server sanitises it
 * already; the browser cleans it again so a bad record can never run script here.
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input'] }), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
