import type { Balance, Bill, SetMeal } from '@hall/contract/queries/schemas';
import { ResponseCode } from '@hall/contract/codes';
import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { isApiError } from '../../../shared/api/api-error.ts';
import { formatYuan } from '../../../shared/lib/format.ts';
import { readHotline } from '../../../shared/lib/runtime-config.ts';
import { balanceQuery, setMealQuery, thisMonthBillFigureQuery } from '../../../shared/member/account-queries.ts';
import { useMember } from '../../../shared/member/use-member.ts';
import { hotlineTelHref } from '../../../shared/ui/hotline.tsx';
import { RELOAD_LABEL } from '../../../shared/ui/load-failed.tsx';
import { QueryView } from '../../../shared/ui/query-view.tsx';
import '../care-hall.css';

/** Where an unbound member is sent to bind a number, as the query pages send them on -102. */
const BIND_PATH = '/PersonalInformation';
const MB_PER_GB = 1024;

/** Data left over every data entry of the package, in MB or, from 1 GB, in GB. */
export function formatDataLeft(meal: SetMeal): string {
  const megabytes = meal.list.data.reduce((sum, entry) => sum + Math.max(entry.surplus, 0), 0);
  return megabytes >= MB_PER_GB ? `${Number((megabytes / MB_PER_GB).toFixed(2))}GB` : `${megabytes}MB`;
}

const isMonthWithoutBill = (error: unknown) => isApiError(error) && error.status === 200 && error.code === ResponseCode.INVALID;

interface FigureTileProps<Data> {
  label: string;
  to: string;
  query: UseQueryOptions<Data, Error, Data, string[]>;
  figureOf: (data: Data) => string;
  /** What the tile says instead of a failure when the server's answer means there is nothing to show. */
  answerInsteadOf?: (error: unknown) => string | null;
}

function TileShell({ label, to, value, retry }: { label: string; to: string; value: ReactNode; retry?: () => unknown }) {
  return (
    <li className="care-tile">
      <Link className="care-tile-link" to={to}>
        <span className="care-tile-label">{label}</span>
        <span className="care-tile-value">{value}</span>
      </Link>
      {retry && (
        <button type="button" className="care-tile-retry" aria-label={`${RELOAD_LABEL}${label}`} onClick={() => void retry()}>
          {RELOAD_LABEL}
        </button>
      )}
    </li>
  );
}

/** A tile with one figure of the bound number: loading, the figure, or the failure with 重新加载. */
function FigureTile<Data>({ label, to, query, figureOf, answerInsteadOf }: FigureTileProps<Data>) {
  const member = useMember();
  const isBound = member.data?.memberInfo.bindStatus === 1;
  const figure = useQuery({ ...query, enabled: isBound });

  const tile = (value: ReactNode, retry?: () => unknown) => <TileShell label={label} to={to} value={value} retry={retry} />;
  const loading = tile(<span aria-busy="true">加载中...</span>);
  return (
    <QueryView query={member} loading={loading} failed={({ onRetry }) => tile('加载失败', onRetry)}>
      {() =>
        isBound ? (
          <QueryView
            query={figure}
            loading={loading}
            failed={({ error, onRetry, isRetrying }) => {
              // The figure's retry shows 加载中 again; the member record's keeps its failure.
              if (isRetrying) {
                return loading;
              }
              const answer = answerInsteadOf?.(error) ?? null;
              return answer ? tile(answer) : tile('加载失败', onRetry);
            }}
          >
            {(data) => tile(<span className="key-figure">{figureOf(data)}</span>)}
          </QueryView>
        ) : (
          <TileShell label={label} to={BIND_PATH} value="绑定号码后查看" />
        )
      }
    </QueryView>
  );
}

/**
 * The care-mode hall's first screen: five large tiles. The figures are read through the same
 * queries as their pages (/balance, /bill, /setMeal), so opening a tile shows what is already loaded.
 */
export function CareHallTiles({ onRecharge }: { onRecharge: () => void }) {
  const hotline = readHotline();
  return (
    <ul className="care-hall-tiles" aria-label="常用服务">
      <FigureTile<Balance> label="话费余额" to="/balance" query={balanceQuery} figureOf={(balance) => `¥${formatYuan(balance.amount)}`} />
      <li className="care-tile">
        <Link className="care-tile-link" to="/Recharge" onClick={onRecharge}>
          <span className="care-tile-label">充值</span>
          <span className="care-tile-value">话费充值 ›</span>
        </Link>
      </li>
      <FigureTile<Bill>
        label="本月账单"
        to="/bill"
        query={thisMonthBillFigureQuery}
        figureOf={(bill) => `¥${formatYuan(bill.amount)}`}
        answerInsteadOf={(error) => (isMonthWithoutBill(error) ? '暂无账单' : null)}
      />
      <FigureTile<SetMeal> label="剩余流量" to="/setMeal" query={setMealQuery} figureOf={formatDataLeft} />
      <li className="care-tile care-tile-wide">
        <a className="care-tile-link" href={hotlineTelHref(hotline)}>
          <span className="care-tile-label">人工客服</span>
          <span className="care-tile-value">拨打 {hotline}</span>
        </a>
      </li>
    </ul>
  );
}
