import type { RechargeProducts } from '@hall/contract/hall/schemas';
import type { AppDeps } from '../../deps.ts';
import type { AuthenticatedMember } from '../../platform/member-sessions.ts';
import { describeDefaultHallNotice, HALL_NOTICE_KEY } from '../../domain/hall-notice.ts';
import { isOfferedCallDisplay } from '../../domain/king-card.ts';
import { findHallNoticeText, listHallBanners } from './hall.repository.ts';

/** Service kind shown to a member without a bound number. */
const DEFAULT_SERVICE_KIND = 7;

/** RECHARGE_PRODUCT: the three product groups for the member's number, and its packages. */
export async function listRechargeProducts(deps: AppDeps, member: AuthenticatedMember): Promise<RechargeProducts> {
  const subscriber = member.boundPhone ? await deps.boss.findSubscriber(member.boundPhone) : null;
  const serviceKind = subscriber?.serviceKind ?? DEFAULT_SERVICE_KIND;
  const [allProducts, packages] = await Promise.all([deps.boss.listRechargeProducts(serviceKind), deps.boss.listOrderablePackages(serviceKind)]);
  const products = allProducts.filter((product) => product.isOnSale);
  return {
    call: products
      .filter((product) => product.group === 'call')
      .map((product) => ({ productId: product.id, name: product.name, rechargeNum: product.amountFen })),
    dayFlow: products
      .filter((product) => product.group === 'dayFlow')
      .map((product) => ({ productId: product.id, name: product.name, amount: product.amountFen })),
    monthFlow: products
      .filter((product) => product.group === 'monthFlow')
      .map((product) => ({
        productId: product.id,
        name: product.name,
        amount: product.amountFen,
        serviceKind: product.serviceKind,
      })),
    mobilePhone: subscriber?.phone ?? '',
    serviceKind: subscriber?.serviceKind ?? 0,
    userprod: {
      list: packages
        .filter((item) => isOfferedCallDisplay(deps, item.callDisplay))
        .map((item) => ({
          productId: item.id,
          name: item.name,
          amount: item.monthlyFeeFen,
          Calldisplay: item.callDisplay,
          serviceKind: item.serviceKind,
        })),
    },
  };
}

/** The hall banners in the spec's banner shape (url: the link, tpurl: the picture), for the page's first load. */
export async function readHallBanners(deps: AppDeps): Promise<{ id: number; title: string; url: string; tpurl: string }[]> {
  const rows = await listHallBanners(deps.db);
  return rows.map((row) => ({ id: row.id, title: row.title, url: row.linkUrl, tpurl: row.imageUrl }));
}

/** The notice at the top of the hall: as the console saved it, or the spec's default. */
export async function readHallNoticeText(deps: AppDeps): Promise<string> {
  return (await findHallNoticeText(deps.db, HALL_NOTICE_KEY)) ?? describeDefaultHallNotice(deps.config.HOTLINE);
}

/** What the hall's page carries from the start (meta tags of index.html): the notice and the banners. */
export async function readHallPageMeta(deps: AppDeps): Promise<Record<string, string>> {
  const [notice, banners] = await Promise.all([readHallNoticeText(deps), readHallBanners(deps)]);
  return { 'hall-notice': notice, 'hall-banners': JSON.stringify(banners) };
}
