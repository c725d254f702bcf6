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

/** Whether the real WeChat is behind the server, so the page may load WeChat's JS-SDK (off in the sandbox). */
export function isWechatSdkOffered(): boolean {
  return readMeta('hall-wechat-sdk') === '1';
}

/** Whether package change shows the king-card tab (on unless the server turns it off). */
export function isKingCardTabEnabled(): boolean {
  return readMeta('hall-king-card-tab') !== '0';
}

/** A banner of the hall as the server writes it into the page (edited in the console). */
export interface HallBanner {
  id: number;
  title: string;
  /** Where a tap goes. */
  url: string;
  /** The picture. */
  tpurl: string;
}

function isHallBanner(value: unknown): value is HallBanner {
  const banner = value as Partial<HallBanner> | null;
  return (
    typeof banner === 'object' &&
    banner !== null &&
    typeof banner.id === 'number' &&
    typeof banner.title === 'string' &&
    typeof banner.url === 'string' &&
    typeof banner.tpurl === 'string'
  );
}

/** The hall banners; none when the page carries none or they cannot be read. */
export function readHallBanners(): HallBanner[] {
  try {
    const parsed: unknown = JSON.parse(readMeta('hall-banners') || '[]');
    return Array.isArray(parsed) ? parsed.filter(isHallBanner) : [];
  } catch {
    return [];
  }
}
