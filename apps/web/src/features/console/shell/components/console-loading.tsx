import { Spin } from 'antd';

/**
 * A console section's loading indicator. The spinner's own div has no role, so a name on it breaks
 * ARIA (axe: aria-prohibited-attr); the status around it carries the name and is announced.
 * `isInline`: inside a card, drawer or modal rather than in place of a whole section.
 */
export function ConsoleLoading({ label, size, isInline = false }: { label: string; size?: 'large'; isInline?: boolean }) {
  return (
    <div role="status" aria-label={label} className={isInline ? 'console-loading-inline' : 'console-loading'}>
      <Spin size={size} />
    </div>
  );
}
