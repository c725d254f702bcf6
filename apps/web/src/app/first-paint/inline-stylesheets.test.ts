import { describe, expect, it } from 'vitest';
import { inlineStylesheets } from '../../../build/inline-stylesheets.ts';

const PAGE = [
  '<head>',
  '<link rel="stylesheet" crossorigin href="/assets/index-abc.css">',
  '<link rel="modulepreload" crossorigin href="/assets/app-start-def.js">',
  '<link rel="stylesheet" crossorigin href="/assets/first-route-ghi.css">',
  '</head>',
].join('\n');
const ASSETS: Record<string, string> = { 'assets/index-abc.css': ':root{--a:1}', 'assets/first-route-ghi.css': '.hall{display:flex}' };

describe("the built page's stylesheets", () => {
  const html = inlineStylesheets(PAGE, (path) => ASSETS[path] ?? '');

  it('are written into the page, in their order, so the first paint waits for no stylesheet request', () => {
    expect(html.indexOf('<style>:root{--a:1}</style>')).toBeGreaterThan(-1);
    expect(html.indexOf('<style>:root{--a:1}</style>')).toBeLessThan(html.indexOf('<style>.hall{display:flex}</style>'));
    expect(html).not.toMatch(/<link rel="stylesheet"[^>]*href="[^"]+"(?! media="print")>/);
  });

  it('stay linked for print only, where the chunk loader finds them and does not fetch them again to wait on', () => {
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-abc.css" media="print">');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/first-route-ghi.css" media="print">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/app-start-def.js">');
  });
});
