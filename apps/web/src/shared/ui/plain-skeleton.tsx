import type { ReactNode } from 'react';

/**
 * Grey pulsing placeholder lines (a title and `lineCount` paragraph lines) in plain CSS: the first
 * route shows it while its data loads without loading antd-mobile's Skeleton. A caption (what is
 * being waited for) takes the title line's place.
 */
export function PlainSkeleton({ lineCount, label, caption }: { lineCount: number; label?: string; caption?: ReactNode }) {
  return (
    <div className="skeleton-block" aria-busy="true" aria-label={label}>
      {caption ?? <div className="skeleton-title" />}
      {Array.from({ length: lineCount }, (_, index) => (
        <div key={index} className="skeleton-line" />
      ))}
    </div>
  );
}
