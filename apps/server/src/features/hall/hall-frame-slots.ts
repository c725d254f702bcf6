import { HALL_FRAME_BANNERS_SLOT, HALL_FRAME_NOTICE_SLOT } from '@hall/contract/hall/first-paint';
import { escapeHtml } from '../../platform/escape-html.ts';

interface PageBanner {
  title: string;
  tpurl: string;
}

function isPageBanner(value: unknown): value is PageBanner {
  const banner = value as Partial<PageBanner> | null;
  return typeof banner === 'object' && banner !== null && typeof banner.title === 'string' && typeof banner.tpurl === 'string';
}

function parseBanners(json: string | undefined): PageBanner[] {
  try {
    const parsed: unknown = JSON.parse(json ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isPageBanner) : [];
  } catch {
    return [];
  }
}

/** The notice as the page's HallFrame shows it: every mention of the hotline a link that dials it (linkHotline). */
function noticeHtml(notice: string, hotline: string): string {
  if (!hotline || !notice.includes(hotline)) {
    return escapeHtml(notice);
  }
  const link = `<a class="hotline-link" href="tel:${escapeHtml(hotline.replace(/[^\d+]/g, ''))}">${escapeHtml(hotline)}</a>`;
  return notice.split(hotline).map(escapeHtml).join(link);
}

/** The banners as the page's HallBanners shows them (nothing when there are none). */
function bannersHtml(banners: PageBanner[]): string {
  if (banners.length === 0) {
    return '';
  }
  const buttons = banners.map(
    (banner) =>
      `<button type="button" class="hall-banner" aria-label="${escapeHtml(banner.title)}"><img src="${escapeHtml(banner.tpurl)}" alt="${escapeHtml(banner.title)}"/></button>`,
  );
  return `<section class="hall-banners decoration" aria-label="营业厅活动"><div class="hall-banners-track">${buttons.join('')}</div></section>`;
}

/**
 * The hall's prerendered frame, filled from the page's meta (the hall's notice and banners, the
 * hotline): the same markup the app's components render, so nothing changes when the app takes over.
 */
export function writeHallFrameSlots(meta: Record<string, string>): Record<string, string> {
  return {
    [HALL_FRAME_NOTICE_SLOT]: noticeHtml(meta['hall-notice'] ?? '', meta['hall-hotline'] ?? ''),
    [HALL_FRAME_BANNERS_SLOT]: bannersHtml(parseBanners(meta['hall-banners'])),
  };
}
