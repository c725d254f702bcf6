import { Spin } from 'antd';

/**
 * A console section's loading indicator. The spinner's own div has no role, so a name on it breaks
 * ARIA (axe: aria-prohibited-attr); the status around it carries the name and is announced.
 */
export function ConsoleLoading({ label, size }: { label: string; size?: 'large' }) {
  return (
    <div role="status" aria-label={label} className="console-loading">
      <Spin size={size} />
    </div>
  );
}
