/** Values the server writes into index.html from its configuration. */
function readMeta(name: string): string {
  return document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content ?? '';
}

export function readHotline(): string {
  return readMeta('hall-hotline');
}

/** The hall notice as the operator set it in the console; empty when the page has none. */
export function readHallNotice(): string {
  return readMeta('hall-notice');
}
