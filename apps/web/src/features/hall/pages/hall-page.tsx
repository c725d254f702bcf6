import { HALL_STAFF_HOURS } from '@hall/contract/constants';
import { NoticeBar, SideBar } from 'antd-mobile';
import { useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { readHotline } from '../../../shared/lib/runtime-config.ts';
import { useMember, useResetMember } from '../../../shared/member/use-member.ts';

const HALL_TABS = [
  { key: '/Recharge', title: '充值缴费' },
  { key: '/BusinessQuery', title: '业务查询' },
  { key: '/BusinessHandle', title: '业务办理' },
  { key: '/PersonalInformation', title: '个人信息' },
];

/** The hall: scrolling notice, four side tabs, and the member loaded on entry (getMember). */
export function HallPage() {
  const location = useLocation();
  const navigate = useNavigate();
  useMember();
  const resetMember = useResetMember();
  const activeTab = HALL_TABS.find((tab) => tab.key.toLowerCase() === location.pathname.toLowerCase())?.key;
  const previousTab = useRef(activeTab);

  useEffect(() => {
    // Moving to BusinessQuery resets the member record and loads it again.
    if (activeTab === '/BusinessQuery' && previousTab.current !== '/BusinessQuery') {
      void resetMember();
    }
    if (activeTab) {
      previousTab.current = activeTab;
    }
  }, [activeTab, resetMember]);

  const hotline = readHotline();
  return (
    <div className="hall">
      <NoticeBar
        content={`客服热线 ${hotline}，人工服务时间 ${HALL_STAFF_HOURS}，欢迎使用网上营业厅自助办理业务。`}
        color="info"
        aria-label="营业厅公告"
      />
      <div className="hall-body">
        <SideBar activeKey={activeTab ?? null} onChange={(key) => navigate(key)} className="hall-tabs">
          {HALL_TABS.map((tab) => (
            <SideBar.Item key={tab.key} title={tab.title} />
          ))}
        </SideBar>
        <main className="hall-content">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
