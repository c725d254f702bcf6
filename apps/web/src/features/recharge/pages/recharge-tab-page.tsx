import { DefaultMessage } from '@hall/contract/codes';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { useMember } from '../../../shared/member/use-member.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { SegmentedTabs } from '../../../shared/ui/segmented-tabs.tsx';
import { formatYuan, formatYuanShort } from '../../../shared/lib/format.ts';
import { PayConfirmPopup } from '../../../shared/ui/pay-confirm-popup.tsx';
import { showToast } from '../../../shared/ui/toast.ts';
import { rechargeCatalogueQuery, usePayForProduct, type RechargeCatalogue } from '../api.ts';
import { ProductGrid, type ProductTile } from '../components/product-grid.tsx';
import { RechargeTabSkeleton } from '../components/recharge-tab-skeleton.tsx';
import { QueryView } from '../../../shared/ui/query-view.tsx';
import '../recharge.css';

type GroupKey = 'call' | 'dayFlow' | 'monthFlow';

const GROUPS: { key: GroupKey; title: string }[] = [
  { key: 'call', title: '话费充值' },
  { key: 'dayFlow', title: '日流量包' },
  { key: 'monthFlow', title: '月流量包' },
];

interface PricedTile extends ProductTile {
  priceFen: number;
}

function tilesOf(catalogue: RechargeCatalogue, group: GroupKey): PricedTile[] {
  switch (group) {
    case 'call':
      return catalogue.call.map((item) => ({
        key: item.productId,
        title: item.cost,
        subtitle: `售价 ${formatYuanShort(item.rechargeNum)} 元`,
        priceFen: item.rechargeNum,
      }));
    case 'dayFlow':
      return catalogue.dayFlow.map((item) => ({ key: item.id, title: item.flow, subtitle: `${formatYuanShort(item.money)} 元`, priceFen: item.money }));
    case 'monthFlow':
      return catalogue.monthFlow.map((item) => ({ key: item.id, title: item.flow, subtitle: `${formatYuanShort(item.money)} 元/月`, priceFen: item.money }));
  }
}

/** The hall's Recharge tab: pick call credit or a flow pack, confirm, pay with WeChat Pay. */
export function RechargeTabPage() {
  const products = useQuery(rechargeCatalogueQuery);
  const phone = useMember().data?.mobilePhoneInfo?.mobilePhone;
  return (
    <QueryView query={products} loading={<RechargeTabSkeleton phone={phone} />} failedTitle="商品加载失败">
      {(catalogue) => <RechargeTab catalogue={catalogue} />}
    </QueryView>
  );
}

/** The groups, the tiles of the chosen one and paying for a tile, over a loaded catalogue. */
function RechargeTab({ catalogue }: { catalogue: RechargeCatalogue }) {
  const payForProduct = usePayForProduct();
  const [group, setGroup] = useState<GroupKey>('call');
  const [selected, setSelected] = useState<string | null>(null);
  const [isConfirming, setIsConfirming] = useState(false);
  const tiles = tilesOf(catalogue, group);
  const chosen = tiles.find((tile) => tile.key === selected) ?? null;
  const groupTitle = GROUPS.find((item) => item.key === group)?.title ?? '';

  const askToPay = () => {
    if (!catalogue.mobilePhone) {
      showToast(DefaultMessage.NOT_BOUND);
      return;
    }
    if (!chosen) {
      showToast(group === 'call' ? '请选择充值金额' : '请选择流量包');
      return;
    }
    setIsConfirming(true);
  };

  const pay = () => {
    setIsConfirming(false);
    if (chosen) {
      // Errors are shown by the API client; the page stays for another try.
      payForProduct.mutate(chosen.key);
    }
  };

  return (
    <section className="recharge-tab" aria-label="充值缴费">
      <div className="recharge-phone">
        {catalogue.mobilePhone ? (
          <>
            <span className="muted">充值号码</span>
            <strong className="recharge-phone-number">{catalogue.mobilePhone}</strong>
            <Link className="recharge-auto-link" to="/autoRecharge">
              自动充值
            </Link>
          </>
        ) : (
          <span>
            您还未绑定手机号，<Link to="/PersonalInformation">去绑定</Link>
          </span>
        )}
      </div>
      <SegmentedTabs
        label="充值类型"
        tabs={GROUPS}
        activeKey={group}
        onChange={(key) => {
          setGroup(key);
          setSelected(null);
        }}
      />
      {tiles.length === 0 ? (
        <EmptyState title="暂无可选商品" />
      ) : (
        <>
          <ProductGrid label={groupTitle} tiles={tiles} selectedKey={selected} onSelect={setSelected} />
          <div className="recharge-pay-bar">
            {/* A plain button: the hall's first screen loads no antd-mobile component. */}
            <button type="button" className="plain-button plain-button-primary" onClick={askToPay} disabled={!catalogue.mobilePhone}>
              {chosen ? `立即支付 ${formatYuan(chosen.priceFen)} 元` : '立即支付'}
            </button>
          </div>
        </>
      )}
      <PayConfirmPopup visible={isConfirming} title="确认支付" onEdit={() => setIsConfirming(false)} onPay={pay}>
        <div className="recharge-confirm-row">
          <span className="muted">充值号码</span>
          <span>{catalogue.mobilePhone}</span>
        </div>
        <div className="recharge-confirm-row">
          <span className="muted">{groupTitle}</span>
          <span>{chosen?.title}</span>
        </div>
        <div className="recharge-confirm-row">
          <span className="muted">支付金额</span>
          <span className="recharge-confirm-amount">¥{chosen ? formatYuan(chosen.priceFen) : ''}</span>
        </div>
        {group !== 'call' && <p className="muted">流量包费用将先充入话费账户，再从账户余额中扣取订购。</p>}
      </PayConfirmPopup>
    </section>
  );
}
