import { HALL_STAFF_HOURS } from '@hall/contract/hall/rules';
import { useEffect, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { readHallBanners, readHallNotice, readHotline } from '../../../shared/lib/runtime-config.ts';
import { linkHotline } from '../../../shared/ui/hotline.tsx';
import { useMember, useResetMember } from '../../../shared/member/use-member.ts';
import { CareModeEntry } from '../../../shared/care-mode/care-mode-entry.tsx';
import { useWechatShare } from '../../../shared/wechat/wechat.ts';
import { ActiveNumberChip } from '../components/active-number-chip.tsx';
import { CareHall } from '../components/care-hall.tsx';
import { HallBanners } from '../components/hall-banners.tsx';
import { HALL_TABS, HallBody, HallFrame } from '../components/hall-frame.tsx';
import { HallPullRefresh } from '../components/hall-pull-refresh.tsx';
import '../hall.css';

/** The hall: scrolling notice, the banners set in the console, four side tabs, and the member loaded on entry (getMember). */
export function HallPage() {
  const location = useLocation();
  useMember();
  const resetMember = useResetMember();
  const activeTab = HALL_TABS.find((tab) => tab.path.toLowerCase() === location.pathname.toLowerCase())?.path;
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

  const [hallBanners] = useState(readHallBanners);
  // Shared from any tab, the card opens the hall itself.
  useWechatShare({ title: '网上营业厅', desc: '话费充值、账单查询、业务办理，在微信里自助完成', link: `${window.location.origin}/` });
  const notice = readHallNotice() || `客服热线 ${readHotline()}，人工服务时间 ${HALL_STAFF_HOURS}，欢迎使用网上营业厅自助办理业务。`;
  return (
    <HallFrame
      notice={linkHotline(notice)}
      noticeAction={
        <>
          <ActiveNumberChip />
          <CareModeEntry />
        </>
      }
      banners={<HallBanners banners={hallBanners} />}
    >
      <CareHall>
        <HallBody activeTab={activeTab}>
          <HallPullRefresh>
            <Outlet />
          </HallPullRefresh>
        </HallBody>
      </CareHall>
    </HallFrame>
  );
}
