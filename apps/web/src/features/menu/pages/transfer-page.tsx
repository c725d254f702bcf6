import { List } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { isRouteAvailable } from '../../../shared/lib/navigation.ts';
import { removeToken } from '../../../shared/lib/storage.ts';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { showToast } from '../../../shared/ui/toast.ts';
import { useOpenOnlineService } from '../../../shared/hooks/use-open-online-service.ts';

interface MenuEntry {
  title: string;
  path?: string;
  action?: 'onlineService' | 'clearToken';
}

const MENU_GROUPS: { title: string; entries: MenuEntry[] }[] = [
  {
    title: '营业厅',
    entries: [
      { title: '充值缴费', path: '/Recharge' },
      { title: '业务查询', path: '/BusinessQuery' },
      { title: '业务办理', path: '/BusinessHandle' },
      { title: '账号绑定', path: '/AccountBind' },
    ],
  },
  {
    // The activity mall: number offers are activities (data, edited in the console). Buying a
    // number opens them; never /OnlineOpenCard, the dealers' opening flow behind the agent login.
    title: '活动商城',
    entries: [
      { title: '号码购买', path: '/activity' },
      { title: '精彩活动', path: '/activity' },
    ],
  },
  {
    title: '会员中心',
    entries: [
      { title: '号码信息', path: '/personal' },
      { title: '我的权益', path: '/integral/myPoints' },
      { title: '积分商城', path: '/integral' },
      { title: '其他服务', path: '/other' },
      { title: '在线客服', action: 'onlineService' },
      { title: '清除登录信息', action: 'clearToken' },
    ],
  },
];

/** The menu page linking to the hall, the activity mall, the member centre and online service. */
export function TransferPage() {
  const navigate = useNavigate();
  const openOnlineService = useOpenOnlineService();
  const runEntry = (entry: MenuEntry) => {
    if (entry.path) {
      navigate(entry.path);
    } else if (entry.action === 'onlineService') {
      openOnlineService.mutate();
    } else if (entry.action === 'clearToken') {
      removeToken();
      showToast('登录信息已清除');
    }
  };
  return (
    <div className="page">
      <PageHeader title="服务导航" />
      {MENU_GROUPS.map((group) => {
        const entries = group.entries.filter((entry) => !entry.path || isRouteAvailable(entry.path));
        return entries.length === 0 ? null : (
          <List key={group.title} header={group.title}>
            {entries.map((entry) => (
              <List.Item key={entry.title} onClick={() => runEntry(entry)} arrowIcon>
                {entry.title}
              </List.Item>
            ))}
          </List>
        );
      })}
    </div>
  );
}
