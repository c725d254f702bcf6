/**
 * Grey pulsing placeholder lines (a title and `lineCount` paragraph lines) in plain CSS: the first
 * route shows it while its data loads without loading antd-mobile's Skeleton.
 */
export function PlainSkeleton({ lineCount, label }: { lineCount: number; label?: string }) {
  return (
    <div className="skeleton-block" aria-busy="true" aria-label={label}>
      <div className="skeleton-title" />
      {Array.from({ length: lineCount }, (_, index) => (
        <div key={index} className="skeleton-line" />
      ))}
    </div>
  );
}
