import { Skeleton } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { SegmentedTabs } from '../../../shared/ui/segmented-tabs.tsx';
import { formatYuanShort } from '../../../shared/lib/format.ts';
import { rechargeCatalogueQuery, type RechargeCatalogue } from '../api.ts';
import { ProductGrid, type ProductTile } from '../components/product-grid.tsx';

type GroupKey = 'call' | 'dayFlow' | 'monthFlow';

const GROUPS: { key: GroupKey; title: string }[] = [
  { key: 'call', title: '话费充值' },
  { key: 'dayFlow', title: '日流量包' },
  { key: 'monthFlow', title: '月流量包' },
];

function tilesOf(catalogue: RechargeCatalogue, group: GroupKey): ProductTile[] {
  switch (group) {
    case 'call':
      return catalogue.call.map((item) => ({ key: item.productId, title: item.cost, subtitle: `售价 ${formatYuanShort(item.rechargeNum)} 元` }));
    case 'dayFlow':
      return catalogue.dayFlow.map((item) => ({ key: item.id, title: item.flow, subtitle: `${formatYuanShort(item.money)} 元` }));
    case 'monthFlow':
      return catalogue.monthFlow.map((item) => ({ key: item.id, title: item.flow, subtitle: `${formatYuanShort(item.money)} 元/月` }));
  }
}

/** The hall's Recharge tab: the bound number and the three product groups. */
export function RechargeTabPage() {
  const products = useQuery(rechargeCatalogueQuery);
  const [group, setGroup] = useState<GroupKey>('call');
  const [selected, setSelected] = useState<string | null>(null);

  if (products.isPending) {
    return (
      <div className="skeleton-block" aria-busy="true">
        <Skeleton.Title animated />
        <Skeleton.Paragraph lineCount={5} animated />
      </div>
    );
  }
  if (products.isError) {
    return <EmptyState title="商品加载失败" description="请稍后下拉刷新或重新进入" />;
  }
  const catalogue = products.data;
  const tiles = tilesOf(catalogue, group);
  return (
    <section className="recharge-tab" aria-label="充值缴费">
      <div className="recharge-phone">
        {catalogue.mobilePhone ? (
          <>
            <span className="muted">充值号码</span>
            <strong className="recharge-phone-number">{catalogue.mobilePhone}</strong>
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
        <ProductGrid label={GROUPS.find((item) => item.key === group)?.title ?? ''} tiles={tiles} selectedKey={selected} onSelect={setSelected} />
      )}
    </section>
  );
}
