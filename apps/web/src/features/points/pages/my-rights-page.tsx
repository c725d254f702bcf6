import { QueryView } from '../../../shared/ui/query-view.tsx';
import { boundPhoneOf, BoundView } from '../../../shared/ui/bound-view.tsx';
import { formatMonthTitle } from '@hall/contract/china-calendar';
import type { MyRights, RightsAllowance, RightsCallerService, RightsOffer } from '@hall/contract/points/schemas';
import { useQuery } from '@tanstack/react-query';
import { ProgressBar, Tag } from 'antd-mobile';
import { Link } from 'react-router';
import { formatYuanShort } from '../../../shared/lib/format.ts';
import { formatDate } from '../../../shared/lib/format-date.ts';
import { useMember } from '../../../shared/member/use-member.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { myRightsQuery } from '../api.ts';
import '../points.css';

const KIND_TITLE: Record<RightsAllowance['kind'], string> = { data: '流量', voice: '语音', sms: '短信' };
const OFFER_TYPE_TITLE: Record<RightsOffer['type'], string> = { 0: '套餐', 1: '流量包', 2: '增值业务' };

function AllowanceRow({ item }: { item: RightsAllowance }) {
  // As the usage page: used × 100 / total rounded down, 100 (red) only when really used up.
  const isUsedUp = item.total > 0 && item.used >= item.total;
  const percent = isUsedUp ? 100 : item.total > 0 ? Math.floor((Math.max(0, item.used) * 100) / item.total) : 0;
  return (
    <li className="rights-row">
      <div className="rights-row-head">
        <span className="rights-row-title">
          {item.title}
          <span className="rights-kind">{KIND_TITLE[item.kind]}</span>
        </span>
        {item.isPack && (
          <Tag color="primary" fill="outline">
            加油包
          </Tag>
        )}
      </div>
      <ProgressBar percent={percent} aria-hidden="true" style={{ '--fill-color': isUsedUp ? '#ff3141' : '#1677ff' }} />
      <div className="rights-row-numbers">
        <span>
          已用 {item.used}
          {item.unit} / 共 {item.total}
          {item.unit}
        </span>
        <span>
          剩余{' '}
          <span className="rights-figure key-figure">
            {item.surplus}
            {item.unit}
          </span>
        </span>
      </div>
      {item.isPack && <div className="rights-meta">{item.packageName}</div>}
    </li>
  );
}

function AllowancesSection({ rights }: { rights: MyRights }) {
  return (
    <section className="page-section" aria-labelledby="rights-allowances">
      <h2 id="rights-allowances" className="section-title">
        {formatMonthTitle(rights.month)}套餐余量
      </h2>
      <p className="rights-meta">当前套餐：{rights.packageName}</p>
      {rights.allowances.length === 0 ? (
        <EmptyState title="暂无套餐余量" />
      ) : (
        <ul className="rights-list">
          {rights.allowances.map((item, index) => (
            <AllowanceRow key={`${item.kind}-${item.title}-${index}`} item={item} />
          ))}
        </ul>
      )}
    </section>
  );
}

function PointsSection({ points }: { points: MyRights['points'] }) {
  return (
    <section className="page-section" aria-labelledby="rights-points">
      <h2 id="rights-points" className="section-title">
        积分与签到
      </h2>
      <dl className="rights-points">
        <div>
          <dt>当前积分</dt>
          <dd className="rights-figure key-figure" data-testid="rights-current-points">
            {points.currentPoints}
          </dd>
        </div>
        <div>
          <dt>累计获得</dt>
          <dd className="rights-figure">{points.grandTotalPoints}</dd>
        </div>
        <div>
          <dt>每日签到</dt>
          <dd className="rights-figure">+{points.signInReward}</dd>
        </div>
      </dl>
      <p className="rights-meta">{points.isSignedIn ? '今日已签到' : `今日未签到，签到可得${points.signInReward}积分`}</p>
      <div className="rights-links">
        <Link className="rights-link" to="/integral">
          积分商城
        </Link>
        <Link className="rights-link" to="/integral/pointsExchange">
          {points.isSignedIn ? '查看签到' : '去签到'}
        </Link>
      </div>
    </section>
  );
}

function CallerRow({ service }: { service: RightsCallerService }) {
  const isCancelled = service.status === 'cancelled';
  return (
    <li className="rights-row">
      <div className="rights-row-head">
        <span className="rights-row-title">{service.title}</span>
        {isCancelled ? <Tag color="warning">已退订</Tag> : <Tag color="success">生效中</Tag>}
      </div>
      <div className="rights-meta">月功能费：{service.monthlyFee > 0 ? `${formatYuanShort(service.monthlyFee)}元/月` : '免费'}</div>
      {service.since && <div className="rights-meta">开通时间：{formatDate(service.since)}</div>}
      {isCancelled && service.until && <div className="rights-meta">可用至：{formatDate(service.until)}（到期后不再收费）</div>}
      <Link className="rights-link" to={`/PackageOpen?type=${service.callType}`} aria-label={`管理${service.title}`}>
        管理
      </Link>
    </li>
  );
}

function CallerSection({ services }: { services: RightsCallerService[] }) {
  return (
    <section className="page-section" aria-labelledby="rights-caller">
      <h2 id="rights-caller" className="section-title">
        来电业务
      </h2>
      {services.length === 0 ? (
        <EmptyState title="暂无来电业务">
          <Link className="rights-link" to="/PackageOpen?type=1">
            去开通
          </Link>
        </EmptyState>
      ) : (
        <ul className="rights-list">
          {services.map((service) => (
            <CallerRow key={service.packageId} service={service} />
          ))}
        </ul>
      )}
    </section>
  );
}

function OffersSection({ offers }: { offers: RightsOffer[] }) {
  return (
    <section className="page-section" aria-labelledby="rights-offers">
      <h2 id="rights-offers" className="section-title">
        在订业务
      </h2>
      {offers.length === 0 ? (
        <EmptyState title="暂无在订业务" />
      ) : (
        <ul className="rights-list">
          {offers.map((offer, index) => (
            <li key={`${offer.type}-${offer.packageName}-${index}`} className="rights-row">
              <div className="rights-row-head">
                <span className="rights-row-title">
                  {offer.packageName}
                  <span className="rights-kind">{OFFER_TYPE_TITLE[offer.type]}</span>
                </span>
                {offer.status === 1 ? <Tag color="success">生效中</Tag> : <Tag color="primary">待生效</Tag>}
              </div>
              <div className="rights-meta">
                生效时间：{formatDate(offer.effectTime)}
                {offer.overTime ? `，失效时间：${formatDate(offer.overTime)}` : '，长期有效'}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** /myRights (我的权益): what the bound number holds this month: allowances, points and sign-in, caller services, offers. */
export function MyRightsPage() {
  const member = useMember();
  const isBound = boundPhoneOf(member) !== '';
  const rights = useQuery({ ...myRightsQuery, enabled: isBound });

  return (
    <div className="page">
      <PageHeader title="我的权益" />
      <BoundView member={member} loading={6} failedTitle="权益加载失败">
        {() => (
          <QueryView query={rights} loading={6} failedTitle="权益加载失败">
            {(data) => (
              <>
                <AllowancesSection rights={data} />
                <PointsSection points={data.points} />
                <CallerSection services={data.callerServices} />
                <OffersSection offers={data.offers} />
              </>
            )}
          </QueryView>
        )}
      </BoundView>
    </div>
  );
}
