import { HALL_FRAME_BANNERS_SLOT, HALL_FRAME_NOTICE_SLOT } from '@hall/contract/hall/first-paint';
import { describe, expect, it } from 'vitest';
import { writeHallFrameSlots } from './hall-frame-slots.ts';

describe("the hall frame's slots, written from the page's meta", () => {
  it('writes the notice as escaped text with every mention of the hotline a tel: link, as the page renders it', () => {
    const slots = writeHallFrameSlots({ 'hall-notice': '客服热线 400-820-8820 <b>全天</b>，再拨 400-820-8820', 'hall-hotline': '400-820-8820' });
    const link = '<a class="hotline-link" href="tel:4008208820">400-820-8820</a>';
    expect(slots[HALL_FRAME_NOTICE_SLOT]).toBe(`客服热线 ${link} &lt;b&gt;全天&lt;/b&gt;，再拨 ${link}`);
  });

  it('writes a notice without the hotline, or a page without a hotline, as plain escaped text', () => {
    expect(writeHallFrameSlots({ 'hall-notice': '停机维护 & 升级', 'hall-hotline': '10020' })[HALL_FRAME_NOTICE_SLOT]).toBe('停机维护 &amp; 升级');
    expect(writeHallFrameSlots({ 'hall-notice': '停机维护' })[HALL_FRAME_NOTICE_SLOT]).toBe('停机维护');
  });

  it('writes each banner as the page does, its title and picture escaped, and nothing without banners', () => {
    const banners = JSON.stringify([{ id: 3, title: '限时"优惠"<', url: '/activity', tpurl: 'https://cdn.example.com/a.png?x=1&y=2' }]);
    expect(writeHallFrameSlots({ 'hall-banners': banners })[HALL_FRAME_BANNERS_SLOT]).toBe(
      '<section class="hall-banners decoration" aria-label="营业厅活动"><div class="hall-banners-track">' +
        '<button type="button" class="hall-banner" aria-label="限时&quot;优惠&quot;&lt;"><img src="https://cdn.example.com/a.png?x=1&amp;y=2" alt="限时&quot;优惠&quot;&lt;"/></button>' +
        '</div></section>',
    );
    expect(writeHallFrameSlots({ 'hall-banners': '[]' })[HALL_FRAME_BANNERS_SLOT]).toBe('');
    expect(writeHallFrameSlots({ 'hall-banners': 'not json' })[HALL_FRAME_BANNERS_SLOT]).toBe('');
    expect(writeHallFrameSlots({})[HALL_FRAME_BANNERS_SLOT]).toBe('');
  });
});
