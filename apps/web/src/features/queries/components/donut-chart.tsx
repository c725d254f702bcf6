interface DonutPart {
  name: string;
  value: number;
  color: string;
}

interface DonutChartProps {
  label: string;
  parts: DonutPart[];
  centerValue: string;
  centerLabel: string;
  /** How a part's value reads in the legend. */
  formatValue: (value: number) => string;
}

const RADIUS = 40;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** A small SVG donut with its legend (no chart library: two static charts do not need one). */
export function DonutChart({ label, parts, centerValue, centerLabel, formatValue }: DonutChartProps) {
  const total = parts.reduce((sum, part) => sum + Math.max(0, part.value), 0);
  let offset = 0;
  return (
    <figure className="donut" aria-label={label}>
      <svg
        width="120"
        height="120"
        viewBox="0 0 120 120"
        role="img"
        aria-label={`${label}：${parts.map((part) => `${part.name}${formatValue(part.value)}`).join('，')}`}
      >
        <circle cx="60" cy="60" r={RADIUS} fill="none" stroke="#f0f0f0" strokeWidth="16" />
        {total > 0 &&
          parts.map((part) => {
            const length = (Math.max(0, part.value) / total) * CIRCUMFERENCE;
            const dash = `${length} ${CIRCUMFERENCE - length}`;
            const circle = (
              <circle
                key={part.name}
                cx="60"
                cy="60"
                r={RADIUS}
                fill="none"
                stroke={part.color}
                strokeWidth="16"
                strokeDasharray={dash}
                strokeDashoffset={-offset}
                transform="rotate(-90 60 60)"
              />
            );
            offset += length;
            return circle;
          })}
        <text x="60" y="58" textAnchor="middle" className="donut-center-value">
          {centerValue}
        </text>
        <text x="60" y="74" textAnchor="middle" className="donut-center-label">
          {centerLabel}
        </text>
      </svg>
      <ul className="donut-legend">
        {parts.map((part) => (
          <li key={part.name}>
            <span className="donut-swatch" style={{ background: part.color }} />
            {part.name} {formatValue(part.value)}
          </li>
        ))}
      </ul>
    </figure>
  );
}
