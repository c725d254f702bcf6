import { Swiper } from 'antd-mobile';
import './banner-carousel.css';
import { openLink } from '../lib/navigation.ts';

export interface BannerItem {
  id: number;
  title: string;
  /** Where a tap goes: a path of this app or an outside address. */
  url: string;
  /** The picture. */
  tpurl: string;
}

/** Banner carousel: autoplays, loops, and each picture opens its link. */
export function BannerCarousel({ banners, autoplayMs, label }: { banners: BannerItem[]; autoplayMs: number; label: string }) {
  if (banners.length === 0) {
    return null;
  }
  return (
    <section className="banner-carousel" aria-label={label}>
      <Swiper autoplay autoplayInterval={autoplayMs} loop={banners.length > 1}>
        {banners.map((banner) => (
          <Swiper.Item key={banner.id}>
            <button type="button" className="banner-carousel-item" onClick={() => openLink(banner.url)} aria-label={banner.title}>
              <img src={banner.tpurl} alt={banner.title} />
            </button>
          </Swiper.Item>
        ))}
      </Swiper>
    </section>
  );
}
