import type { ReactNode } from 'react';

/** Empty list: 暂无记录 / 暂无数据 with an optional hint (a light illustration, no UI kit). */
export function EmptyState({ title = '暂无数据', description, children }: { title?: string; description?: string; children?: ReactNode }) {
  return (
    <div className="empty-state" role="status">
      <svg className="empty-state-icon decoration" viewBox="0 0 64 41" width="96" height="62" aria-hidden="true">
        <g fill="none" fillRule="evenodd" transform="translate(0 1)">
          <ellipse cx="32" cy="33" rx="32" ry="7" fill="#f0f0f0" />
          <g stroke="#d9d9d9" fill="#fafafa">
            <path d="M55 12.8 44.9 1.3C44.4.5 43.7 0 42.9 0H21.1c-.8 0-1.5.5-2 1.3L9 12.8V22h46v-9.2z" fill="none" />
            <path d="M41.6 15.9c0-1.6 1-2.9 2.2-2.9H55v18.1c0 2.1-1.3 3.9-3 3.9H12c-1.7 0-3-1.8-3-3.9V13h11.2c1.2 0 2.2 1.3 2.2 2.9s1 2.9 2.2 2.9h14.8c1.2 0 2.2-1.3 2.2-2.9z" />
          </g>
        </g>
      </svg>
      <p className="empty-state-title">{title}</p>
      {description && <p className="empty-state-description">{description}</p>}
      {children}
    </div>
  );
}
