import type { MemberRecord } from '@hall/contract/member/schemas';
import { Button, List } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { formatDate } from '../../../shared/lib/format-date.ts';
import { isRouteAvailable } from '../../../shared/lib/navigation.ts';

type BoundPhoneInfo = NonNullable<MemberRecord['mobilePhoneInfo']>;

/** The bound number's information, with the way to unbind. */
export function NumberInfo({ info }: { info: BoundPhoneInfo }) {
  const navigate = useNavigate();
  const rows: { label: string; value: string; to?: string }[] = [
    { label: '绑定号码', value: info.mobilePhone },
    { label: '号码状态', value: info.mobileStatus },
    { label: '入网时间', value: info.time ? formatDate(info.time) : '' },
    { label: '当前套餐', value: info.packageName, to: `/mealDetails?id=${encodeURIComponent(info.packageId)}` },
    { label: '网龄', value: `${info.internetAge}个月` },
    { label: '当前积分', value: String(info.pointInfo.currentPoints) },
    { label: '绑定状态', value: '已绑定' },
    { label: '号码归属', value: info.attribution },
  ];
  return (
    <section aria-label="号码信息">
      <List>
        {rows.map(({ label, value, to }) => (
          <List.Item key={label} extra={value} onClick={to ? () => navigate(to) : undefined}>
            {label}
          </List.Item>
        ))}
      </List>
      <div className="page-actions">
        {isRouteAvailable('/myNumbers') && (
          <Button block color="primary" fill="outline" onClick={() => navigate('/myNumbers')}>
            我的号码（切换、添加号码）
          </Button>
        )}
        {isRouteAvailable('/relieve') && (
          <Button block color="danger" fill="outline" onClick={() => navigate('/relieve')}>
            解除绑定
          </Button>
        )}
      </div>
    </section>
  );
}
