import type { UsageEntry } from '@hall/contract/queries/schemas';
import { ProgressBar } from 'antd-mobile';

/** One usage bar: used / total; 100 % reads 已用完. */
export function UsageBar({ entry }: { entry: UsageEntry }) {
  const isUsedUp = entry.percentage >= 100;
  return (
    <div className="usage-bar" aria-label={entry.title}>
      <div className="usage-bar-head">
        <span className="usage-bar-title">{entry.title}</span>
        {isUsedUp ? <span className="usage-used-up">已用完</span> : <span className="muted">{entry.percentage}%</span>}
      </div>
      <ProgressBar percent={entry.percentage} style={{ '--fill-color': isUsedUp ? '#ff3141' : '#1677ff' }} />
      <div className="usage-bar-numbers">
        <span>
          已用 {entry.used}
          {entry.unit}
        </span>
        <span>
          剩余{' '}
          <span className="key-figure">
            {entry.surplus}
            {entry.unit}
          </span>{' '}
          / 共 {entry.total}
          {entry.unit}
        </span>
      </div>
      {entry.packageName !== entry.title && <div className="muted">{entry.packageName}</div>}
    </div>
  );
}
