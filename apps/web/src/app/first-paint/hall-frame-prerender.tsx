import { HALL_FRAME_BANNERS_SLOT, HALL_FRAME_END, HALL_FRAME_ID, HALL_FRAME_NOTICE_SLOT, HALL_FRAME_START } from '@hall/contract/hall/first-paint';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { CareModeEntryButton } from '../../shared/care-mode/care-mode-entry.tsx';
import { RechargeTabSkeleton } from '../../features/recharge/components/recharge-tab-skeleton.tsx';
import { ActiveNumberChipView } from '../../features/hall/components/active-number-chip.tsx';
import { HallBody, HallFrame } from '../../features/hall/components/hall-frame.tsx';
import { HallPullRefresh } from '../../features/hall/components/hall-pull-refresh.tsx';

const BANNERS_SLOT_TAG = /^<([\w-]+)>/.exec(HALL_FRAME_BANNERS_SLOT)?.[1] ?? 'hall-banners-slot';

/**
 * The hall's first screen as HTML, rendered at build time from the page's own components: the
 * recharge tab open and loading, the notice and banners as slots the server fills per request.
 * It stands in the page until the app's first render takes its place (see first-paint.ts).
 */
export function renderHallFrame(): string {
  const frame = renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/Recharge']}>
        <div id={HALL_FRAME_ID} className="app-frame">
          <div>
            <HallFrame
              notice={HALL_FRAME_NOTICE_SLOT}
              noticeAction={
                <>
                  <ActiveNumberChipView tail={undefined} />
                  <CareModeEntryButton isOn={false} />
                </>
              }
              banners={createElement(BANNERS_SLOT_TAG)}
            >
              <HallBody activeTab="/Recharge">
                <HallPullRefresh>
                  <RechargeTabSkeleton />
                </HallPullRefresh>
              </HallBody>
            </HallFrame>
          </div>
        </div>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return `${HALL_FRAME_START}${frame}${HALL_FRAME_END}`;
}
