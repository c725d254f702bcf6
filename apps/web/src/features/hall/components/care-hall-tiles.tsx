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

function TileShell({ label, to, value, retry }: { label: string; to: string; value: ReactNode; retry?: () => void }) {
  return (
    <li className="care-tile">
      <Link className="care-tile-link" to={to}>
        <span className="care-tile-label">{label}</span>
        <span className="care-tile-value">{value}</span>
      </Link>
      {retry && (
        <button type="button" className="care-tile-retry" aria-label={`${RELOAD_LABEL}${label}`} onClick={retry}>
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

  if (member.isError) {
    return <TileShell label={label} to={to} value="加载失败" retry={() => void member.refetch()} />;
  }
  if (member.isPending) {
    return <TileShell label={label} to={to} value={<span aria-busy="true">加载中...</span>} />;
  }
  if (!isBound) {
    return <TileShell label={label} to={BIND_PATH} value="绑定号码后查看" />;
  }
  if (figure.isPending || (figure.isError && figure.isFetching)) {
    return <TileShell label={label} to={to} value={<span aria-busy="true">加载中...</span>} />;
  }
  if (figure.isError) {
    const answer = answerInsteadOf?.(figure.error) ?? null;
    if (answer) {
      return <TileShell label={label} to={to} value={answer} />;
    }
    return <TileShell label={label} to={to} value="加载失败" retry={() => void figure.refetch()} />;
  }
  return <TileShell label={label} to={to} value={<span className="key-figure">{figureOf(figure.data)}</span>} />;
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
