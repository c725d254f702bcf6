import type { MemberRecord } from '@hall/contract/member.schemas';
import { Button, List } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { formatDate } from '../../../shared/lib/format.ts';
import { isRouteAvailable } from '../../../shared/lib/navigation.ts';

type BoundPhoneInfo = NonNullable<MemberRecord['mobilePhoneInfo']>;

/** The bound number's information, with the way to unbind. */
export function NumberInfo({ info }: { info: BoundPhoneInfo }) {
  const navigate = useNavigate();
  const rows: [string, string][] = [
    ['绑定号码', info.mobilePhone],
    ['号码状态', info.mobileStatus],
    ['入网时间', info.time ? formatDate(info.time) : ''],
    ['当前套餐', info.packageName],
    ['网龄', `${info.internetAge}个月`],
    ['当前积分', String(info.pointInfo.currentPoints)],
    ['绑定状态', '已绑定'],
    ['号码归属', info.attribution],
  ];
  return (
    <section aria-label="号码信息">
      <List>
        {rows.map(([label, value]) => (
          <List.Item key={label} extra={value}>
            {label}
          </List.Item>
        ))}
      </List>
      {isRouteAvailable('/relieve') && (
        <div className="page-actions">
          <Button block color="danger" fill="outline" onClick={() => navigate('/relieve')}>
            解除绑定
          </Button>
        </div>
      )}
    </section>
  );
}
