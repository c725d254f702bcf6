import { page } from './page-module.ts';
import type { LayoutRoute } from './route-table.ts';

// The hall and its side tabs: the part of the route table that comes with the app's entry (the
// first route). The rest of the table (route-table.ts) loads with the other pages' loaders.

export const hallRoute: LayoutRoute = {
  path: '/',
  title: '网上营业厅',
  keepAlive: true,
  indexRedirect: '/Recharge',
  load: () => import('../features/hall/pages/hall-page.tsx').then((module) => module.HallPage),
  prefetch: (queryClient) => import('../shared/member/use-member.ts').then((member) => queryClient.prefetchQuery(member.memberQuery)),
  children: [
    {
      path: '/Recharge',
      title: '充值缴费',
      load: () => import('../features/recharge/pages/recharge-tab-page.tsx').then((module) => module.RechargeTabPage),
      prefetch: (queryClient) => import('../features/recharge/api.ts').then((api) => queryClient.prefetchQuery(api.rechargeCatalogueQuery)),
    },
    { path: '/BusinessQuery', title: '业务查询', load: page('hall/pages/business-query-page', 'BusinessQueryPage') },
    { path: '/BusinessHandle', title: '业务办理', load: page('hall/pages/business-handle-page', 'BusinessHandlePage') },
    { path: '/PersonalInformation', title: '个人信息', load: page('member/pages/personal-information-page', 'PersonalInformationPage') },
  ],
};
