import type { BillExplanation } from '@hall/contract/queries/schemas';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatYuan } from '../../../shared/lib/format.ts';
import { QueryView } from '../../../shared/ui/query-view.tsx';
import { billExplanationQuery } from '../api.ts';

type Change = BillExplanation['changes'][number];

const signedYuan = (fen: number) => `${fen < 0 ? '−' : '+'}¥${formatYuan(Math.abs(fen))}`;

function Causes({ causes }: { causes: Change['causes'] }) {
  return (
    <ul className="bill-causes">
      {causes.map((cause) => (
        <li key={cause.text}>{cause.link ? <Link to={cause.link}>{cause.text} ›</Link> : cause.text}</li>
      ))}
    </ul>
  );
}

/** A closed month's line that changed: by how much, from what to what, and why. */
function ChangedLine({ change }: { change: Change }) {
  return (
    <li className="bill-change">
      <div className="bill-change-head">
        <span>{change.item}</span>
        <strong className={change.changeFen > 0 ? 'is-up' : 'is-down'}>{signedYuan(change.changeFen)}</strong>
      </div>
      <p className="bill-change-figures">
        上月 ¥{formatYuan(change.previousFen)} → 本月 ¥{formatYuan(change.currentFen)}
      </p>
      <Causes causes={change.causes} />
    </li>
  );
}

/** A line of the month in progress so far, and why. */
function LineSoFar({ change }: { change: Change }) {
  return (
    <li className="bill-change">
      <div className="bill-change-head">
        <span>{change.item}</span>
        <strong>¥{formatYuan(change.currentFen)}</strong>
      </div>
      <Causes causes={change.causes} />
    </li>
  );
}

function Explanation({ explanation, isCurrent }: { explanation: BillExplanation; isCurrent: boolean }) {
  const lines = isCurrent
    ? explanation.changes.filter((change) => change.currentFen > 0 && change.causes.length > 0)
    : explanation.changes.filter((change) => change.changeFen !== 0);
  return (
    <>
      <p className="bill-explain-summary">{explanation.summary}</p>
      {explanation.forecast && (
        <div className="bill-forecast">
          <p className="bill-forecast-title">
            本月预估 <span className="bill-forecast-tag">估算，非账单</span>
          </p>
          <p className="bill-forecast-summary">{explanation.forecast.summary}</p>
          <p className="bill-forecast-basis">{explanation.forecast.basis}</p>
        </div>
      )}
      {lines.length > 0 && (
        <ul className="bill-changes" aria-label={isCurrent ? '本月已产生的费用' : '与上月相比的变化'}>
          {lines.map((change) => (isCurrent ? <LineSoFar key={change.item} change={change} /> : <ChangedLine key={change.item} change={change} />))}
        </ul>
      )}
    </>
  );
}

/** 账单解读 under a month's bill (this month when month is null), loaded beside it with its own loading and retry. */
export function BillExplanationSection({ month }: { month: string | null }) {
  const explanation = useQuery(billExplanationQuery(month));
  return (
    <section className="page-section bill-explain" aria-labelledby="bill-explain-title">
      <h2 id="bill-explain-title" className="section-title">
        账单解读
      </h2>
      <QueryView query={explanation} loading={3} failedTitle="账单解读加载失败" refused={(message) => <p className="bill-explain-summary">{message}</p>}>
        {(data) => <Explanation explanation={data} isCurrent={month === null} />}
      </QueryView>
    </section>
  );
}
