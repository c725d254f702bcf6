import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * The CSP sources (`'sha256-…'`) of the inline scripts in the built index.html: the page's tiny
 * bootstrap scripts (the care-mode flag read before first paint) run, and nothing else inline does.
 * Empty when no web app is served.
 */
export function readInlineScriptHashes(webDistDir: string): string[] {
  const indexPath = resolve(webDistDir, 'index.html');
  if (!webDistDir || !existsSync(indexPath)) {
    return [];
  }
  return inlineScriptHashes(readFileSync(indexPath, 'utf8'));
}

/** The hash source of each `<script>` without a src in the HTML, over its exact text. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? '';
    const body = match[2] ?? '';
    if (/\ssrc\s*=/i.test(attributes) || body.trim() === '') {
      continue;
    }
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}
