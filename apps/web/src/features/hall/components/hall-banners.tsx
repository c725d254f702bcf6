import { BOARD_BANNER_AUTOPLAY_MS } from '../../../config/ui-timings.ts';
import { useEffect, useRef } from 'react';
import { openLink } from '../../../shared/lib/navigation.ts';
import type { HallBanner } from '../../../shared/lib/runtime-config.ts';

/**
 * The hall's banners: a plain scroll-snap strip (no carousel library on the first route) that
 * moves on every 3 s like the other banners, unless the person prefers reduced motion.
 */
export function HallBanners({ banners }: { banners: HallBanner[] }) {
  const trackRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (banners.length < 2 || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) {
      return undefined;
    }
    const timer = window.setInterval(() => {
      const track = trackRef.current;
      if (track) {
        const next = track.scrollLeft + track.clientWidth;
        track.scrollTo({ left: next >= track.scrollWidth - 1 ? 0 : next, behavior: 'smooth' });
      }
    }, BOARD_BANNER_AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [banners.length]);

  if (banners.length === 0) {
    return null;
  }
  return (
    <section className="hall-banners decoration" aria-label="营业厅活动">
      <div className="hall-banners-track" ref={trackRef}>
        {banners.map((banner) => (
          <button key={banner.id} type="button" className="hall-banner" onClick={() => openLink(banner.url)} aria-label={banner.title}>
            <img src={banner.tpurl} alt={banner.title} />
          </button>
        ))}
      </div>
    </section>
  );
}
