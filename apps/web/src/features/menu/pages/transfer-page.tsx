import { List } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { isRouteAvailable } from '../../../shared/lib/navigation.ts';
import { useEndOtherSessions, useLogOut } from '../../../shared/member/session-end.ts';
import { showConfirm } from '../../../shared/ui/dialogs.ts';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { showToast } from '../../../shared/ui/toast.ts';
import { useOpenOnlineService } from '../../../shared/hooks/use-open-online-service.ts';

interface MenuEntry {
  title: string;
  path?: string;
  action?: 'onlineService' | 'clearToken' | 'endOtherSessions';
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
    // The activity mall. 号码购买 chooses a number from the dealers' stock and reserves it, to be
    // opened at the dealer; never /OnlineOpenCard, the dealers' opening flow behind the agent login.
    title: '活动商城',
    entries: [
      { title: '号码购买', path: '/numberPurchase' },
      { title: '精彩活动', path: '/activity' },
    ],
  },
  {
    title: '会员中心',
    entries: [
      { title: '号码信息', path: '/personal' },
      { title: '我的权益', path: '/myRights' },
      { title: '积分商城', path: '/integral' },
      { title: '其他服务', path: '/other' },
      { title: '在线客服', action: 'onlineService' },
      { title: '清除登录信息', action: 'clearToken' },
      { title: '退出其他设备', action: 'endOtherSessions' },
    ],
  },
];

/** The menu page linking to the hall, the activity mall, the member centre and online service. */
export function TransferPage() {
  const navigate = useNavigate();
  const openOnlineService = useOpenOnlineService();
  const logOut = useLogOut();
  const endOtherSessions = useEndOtherSessions();
  const confirmEndOtherSessions = async () => {
    const isConfirmed = await showConfirm({
      title: '退出其他设备',
      content: '您在其他手机或浏览器上的登录将失效，本机保持登录。确定退出吗？',
      confirmText: '退出',
    });
    if (isConfirmed) {
      endOtherSessions.mutate(undefined, {
        onSuccess: ({ endedSessions }) => showToast(endedSessions > 0 ? `已退出其他${endedSessions}处登录` : '没有其他设备在登录'),
      });
    }
  };
  const runEntry = (entry: MenuEntry) => {
    if (entry.path) {
      navigate(entry.path);
    } else if (entry.action === 'onlineService') {
      openOnlineService.mutate();
    } else if (entry.action === 'clearToken') {
      logOut.mutate(undefined, { onSettled: () => showToast('登录信息已清除') });
    } else if (entry.action === 'endOtherSessions') {
      void confirmEndOtherSessions();
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
