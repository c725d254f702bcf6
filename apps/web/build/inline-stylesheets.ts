const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="\/(assets\/[\w.-]+\.css)">/g;

/**
 * The page's stylesheets written into it, so the first paint waits for no other request. Each
 * link stays, for print only: it no longer holds the paint, and the app's chunk loader, which
 * adds a stylesheet a chunk needs unless the page links it already, finds it there.
 */
export function inlineStylesheets(html: string, readAsset: (path: string) => string): string {
  return html.replace(STYLESHEET_LINK, (link, path: string) => `<style>${readAsset(path)}</style>\n    ${link.replace('>', ' media="print">')}`);
}
