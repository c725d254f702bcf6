import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { HALL_TAB_PATHS } from '@hall/contract/hall/first-paint';

const HALL_TAB_TITLES: Record<(typeof HALL_TAB_PATHS)[number], string> = {
  '/Recharge': '充值缴费',
  '/BusinessQuery': '业务查询',
  '/BusinessHandle': '业务办理',
  '/PersonalInformation': '个人信息',
};

export const HALL_TABS = HALL_TAB_PATHS.map((path) => ({ path, title: HALL_TAB_TITLES[path] }));

interface HallFrameProps {
  /** The notice's text (its hotline a tel: link). */
  notice: ReactNode;
  /** What sits at the end of the notice band (the care-mode entry). */
  noticeAction: ReactNode;
  banners: ReactNode;
  children: ReactNode;
}

/**
 * The hall's frame: the notice band, the banners, then the body. The page renders it, and the
 * build prerenders it into index.html (app/first-paint/hall-frame-prerender.tsx), so both paint the same first screen.
 */
export function HallFrame({ notice, noticeAction, banners, children }: HallFrameProps) {
  return (
    <div className="hall">
      <div className="hall-top">
        <div className="hall-notice" role="marquee" aria-label="营业厅公告">
          <span className="hall-notice-icon decoration" aria-hidden="true">
            📢
          </span>
          <div className="hall-notice-track">
            <span className="hall-notice-text">{notice}</span>
          </div>
        </div>
        {noticeAction}
      </div>
      {banners}
      {children}
    </div>
  );
}

/** The four side tabs and the open tab's content. */
export function HallBody({ activeTab, children }: { activeTab: string | undefined; children: ReactNode }) {
  return (
    <div className="hall-body">
      <nav className="hall-tabs" aria-label="营业厅">
        {HALL_TABS.map((tab) => (
          <NavLink key={tab.path} to={tab.path} className="hall-tab" aria-current={tab.path === activeTab ? 'page' : undefined}>
            {tab.title}
          </NavLink>
        ))}
      </nav>
      <main className="hall-content">{children}</main>
    </div>
  );
}
