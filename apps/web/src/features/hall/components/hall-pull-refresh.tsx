import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';

type PullStatus = 'pulling' | 'canRelease' | 'refreshing' | 'complete';

// antd-mobile's PullToRefresh texts and sizes, so the hall pulls like the lists do.
const STATUS_TEXT: Record<PullStatus, string> = { pulling: '下拉刷新', canRelease: '释放立即刷新', refreshing: '加载中...', complete: '刷新成功' };
const HEAD_HEIGHT = 40;
const THRESHOLD = 60;
const MAX_HEIGHT = HEAD_HEIGHT * 5;
const COMPLETE_DELAY_MS = 500;

/**
 * Pull to refresh for the hall's tabs: every query the tab shows is asked again. Plain code rather
 * than antd-mobile's PullToRefresh, which would bring antd-mobile (its gesture and spring code) into
 * the hall's first screen, or, loaded later, remount the tab (losing what the person picked) when it
 * arrives.
 */
export function HallPullRefresh({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const areaRef = useRef<HTMLDivElement>(null);
  const [height, setHeight] = useState(0);
  const [status, setStatus] = useState<PullStatus>('pulling');
  const [isDragging, setIsDragging] = useState(false);

  useEffect(() => {
    const area = areaRef.current;
    if (!area) {
      return;
    }
    let startY: number | null = null;
    let pulled = 0;
    let isRefreshing = false;
    const onStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      startY = !isRefreshing && window.scrollY <= 0 && event.touches.length === 1 && touch ? touch.clientY : null;
      pulled = 0;
    };
    const onMove = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (startY === null || !touch) {
        return;
      }
      const moved = touch.clientY - startY;
      if (moved <= 0 && pulled === 0) {
        startY = null;
        return;
      }
      if (event.cancelable) {
        event.preventDefault();
      }
      pulled = Math.min(Math.max(moved, 0) * 0.5, MAX_HEIGHT);
      setIsDragging(true);
      setHeight(pulled);
      setStatus(pulled > THRESHOLD ? 'canRelease' : 'pulling');
    };
    const onEnd = () => {
      if (startY === null) {
        return;
      }
      startY = null;
      setIsDragging(false);
      if (pulled <= THRESHOLD) {
        setHeight(0);
        return;
      }
      isRefreshing = true;
      setStatus('refreshing');
      setHeight(HEAD_HEIGHT);
      void queryClient.refetchQueries({ type: 'active' }).then(() => {
        setStatus('complete');
        window.setTimeout(() => {
          isRefreshing = false;
          setHeight(0);
          setStatus('pulling');
        }, COMPLETE_DELAY_MS);
      });
    };
    area.addEventListener('touchstart', onStart, { passive: true });
    area.addEventListener('touchmove', onMove, { passive: false });
    area.addEventListener('touchend', onEnd);
    area.addEventListener('touchcancel', onEnd);
    return () => {
      area.removeEventListener('touchstart', onStart);
      area.removeEventListener('touchmove', onMove);
      area.removeEventListener('touchend', onEnd);
      area.removeEventListener('touchcancel', onEnd);
    };
  }, [queryClient]);

  return (
    <div ref={areaRef} className="hall-pull-refresh">
      <div
        className="hall-pull-refresh-head"
        aria-live="polite"
        style={{
          height,
          overflow: 'hidden',
          display: 'flex',
          alignItems: 'flex-end',
          justifyContent: 'center',
          color: 'var(--app-text-weak)',
          fontSize: 13,
          transition: isDragging ? 'none' : 'height 0.2s',
        }}
      >
        {height > 0 ? <span style={{ lineHeight: `${HEAD_HEIGHT}px` }}>{STATUS_TEXT[status]}</span> : null}
      </div>
      {children}
    </div>
  );
}
