/** Values the server writes into index.html from its configuration. */
function readMeta(name: string): string {
  return document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content ?? '';
}

export function readHotline(): string {
  return readMeta('hall-hotline');
}
