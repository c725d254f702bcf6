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

/** The initial service password (PIN) the user agreement states. */
export function readInitialPin(): string {
  return readMeta('hall-initial-pin');
}

/** Whether package change shows the king-card tab (on unless the server turns it off). */
export function isKingCardTabEnabled(): boolean {
  return readMeta('hall-king-card-tab') !== '0';
}
