import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The banner carousels (hall, points, board): each picture opens its link, and the pictures move
// on by themselves at the given interval (the board's is the spec's 3000 ms).

const opened: string[] = [];
vi.mock('../lib/navigation.ts', () => ({ openLink: (url: string) => opened.push(url) }));

const { BOARD_BANNER_AUTOPLAY_MS } = await import('../../config/ui-timings.ts');
const { BannerCarousel } = await import('./banner-carousel.tsx');

const banners = [
  { id: 1, title: '新春活动', url: '/activity', tpurl: '/img/1.png' },
  { id: 2, title: '合作伙伴', url: 'https://partner.example/offer', tpurl: '/img/2.png' },
];

beforeEach(() => {
  opened.length = 0;
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** Which picture the page indicator marks as shown. */
function trackPosition(): number {
  return [...document.querySelectorAll('.adm-page-indicator-dot')].findIndex((dot) => dot.classList.contains('adm-page-indicator-dot-active'));
}

describe('BannerCarousel', () => {
  it('opens the link of the tapped picture, inside the app or outside', () => {
    render(<BannerCarousel banners={banners} autoplayMs={BOARD_BANNER_AUTOPLAY_MS} label="留言板活动" />);
    fireEvent.click(screen.getAllByRole('button', { name: '新春活动' })[0] as HTMLElement);
    fireEvent.click(screen.getAllByRole('button', { name: '合作伙伴' })[0] as HTMLElement);
    expect(opened).toEqual(['/activity', 'https://partner.example/offer']);
  });

  it('moves on by itself once the interval has passed, not before', () => {
    expect(BOARD_BANNER_AUTOPLAY_MS).toBe(3000);
    render(<BannerCarousel banners={banners} autoplayMs={BOARD_BANNER_AUTOPLAY_MS} label="留言板活动" />);
    expect(trackPosition()).toBe(0);
    act(() => vi.advanceTimersByTime(BOARD_BANNER_AUTOPLAY_MS - 100));
    expect(trackPosition()).toBe(0);
    act(() => vi.advanceTimersByTime(200));
    expect(trackPosition()).toBe(1);
  });

  it('shows nothing without banners', () => {
    const { container } = render(<BannerCarousel banners={[]} autoplayMs={BOARD_BANNER_AUTOPLAY_MS} label="留言板活动" />);
    expect(container.innerHTML).toBe('');
  });
});
