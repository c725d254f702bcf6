import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { isCareModeOn, useCareMode } from '../../../shared/care-mode/care-mode.ts';

const loadTiles = () => import('./care-hall-tiles.tsx');
// Only care mode shows the tiles: their code stays off the hall's first screen otherwise, and
// starts loading with the hall when the document is already in care mode.
if (isCareModeOn()) {
  void loadTiles();
}
const CareHallTiles = lazy(() => loadTiles().then((module) => ({ default: module.CareHallTiles })));

/** The path the hall lands on (its index redirect), where care mode shows the tiles alone. */
const LANDING_TAB = '/recharge';

/**
 * In care mode the hall opens on large tiles, with the usual side tabs (children) one tap below
 * (更多服务). A tab opened by a link or a tile, or any other navigation into the hall, shows them at once.
 */
export function CareHall({ children }: { children: ReactNode }) {
  const { isOn } = useCareMode();
  const location = useLocation();
  const [landingKey] = useState(location.key);
  const [isFullHallOpen, setIsFullHallOpen] = useState(false);
  const fullHallRef = useRef<HTMLDivElement>(null);
  const isScrollPending = useRef(false);

  const isOnLanding = location.key === landingKey && location.pathname.toLowerCase() === LANDING_TAB;
  const showsFullHall = isFullHallOpen || !isOnLanding;

  useEffect(() => {
    if (isScrollPending.current && showsFullHall) {
      isScrollPending.current = false;
      fullHallRef.current?.scrollIntoView?.({ block: 'start' });
    }
  });

  if (!isOn) {
    return children;
  }
  const openFullHall = () => {
    isScrollPending.current = true;
    setIsFullHallOpen(true);
  };
  return (
    <>
      <Suspense fallback={<div className="care-hall-tiles-placeholder" aria-busy="true" aria-label="加载中" />}>
        <CareHallTiles onRecharge={openFullHall} />
        {!showsFullHall && (
          <button type="button" className="care-hall-more" onClick={openFullHall}>
            更多服务
          </button>
        )}
      </Suspense>
      {showsFullHall && (
        <>
          <div ref={fullHallRef} />
          {children}
        </>
      )}
    </>
  );
}
