// Dealers, their agents, the offers they open lines with and the numbers in stock.
import type { AgentOfferInput } from '../../domain/catalogue.ts';

/** Created through the console's write function (insertDealer), then the pool through the console's top-up (a ledger row 渠道初始资金); pay kind 1 WeChat Pay, 2 fund pool. */
const dealers = [
  { id: 'D1001', mainId: 'DM100', name: '星海通讯天河店', payKind: 2 as const, fundPoolFen: 500_000 },
  { id: 'D2001', mainId: 'DM200', name: '联星数码城西店', payKind: 1 as const, fundPoolFen: 120_000 },
];

/** A10001 is the manager (店长) of 星海通讯天河店: the demo's view of a dealer's money. */
const agents = [
  { workNo: 'A10001', name: '赵敏', mobile: '13800001001', dealerId: 'D1001', channel: '星海通讯天河店', defaultSaleKind: 1, role: 'manager' as const },
  { workNo: 'A10002', name: '钱进', mobile: '13800001002', dealerId: 'D1001', channel: '星海通讯天河店', defaultSaleKind: 3 },
  { workNo: 'B20001', name: '孙悦', mobile: '13800002001', dealerId: 'D2001', channel: '联星数码城西店', defaultSaleKind: 4 },
];

/** A partner channel's dealer and agent, added after the others. */
const partnerDealer = { id: 'D3001', mainId: 'DM300', name: '合作渠道直营店', payKind: 2 as const, fundPoolFen: 300_000 };
const partnerAgent = { workNo: 'P30001', name: '合作渠道', mobile: '13800003001', dealerId: 'D3001', channel: '合作渠道直营店', defaultSaleKind: 1 };
/**
 * The demo partner's link: channel Dx logs in P30001. Its secret is the one the sandbox partner
 * site (sandbox/partner-site.routes.ts) signs with; a real partner's is generated in the console.
 */
export const DEMO_PARTNER_LINK = { channel: 'Dx', workNo: 'P30001', secret: 'sandbox-demo-partner-secret-Dx-0001' } as const;

const offerHtml = (fee: number, extra: string) => `<h3>资费说明</h3><p>开户预存${fee / 100}元，${extra}</p><p>套餐当月按天折算，次月起按标准资费收取。</p>`;

/** Created through the console's write function (createAgentOffer), all on sale. */
const offers: AgentOfferInput[] = (
  [
    { id: '1354122', name: '标准卡A套餐（预存50元）', sumFeeFen: 5000, ifCheckCard: 1, packageId: 'PKG_STD_A', systemId: 7, isChangeable: false },
    { id: '1354262', name: '大王卡19元套餐（免预存）', sumFeeFen: 0, ifCheckCard: 0, packageId: 'PKG_KING_19', systemId: 7, isChangeable: false },
    { id: '1354283', name: '畅享流量59元套餐（预存100元）', sumFeeFen: 10000, ifCheckCard: 1, packageId: 'PKG_FLOW_59', systemId: 7, isChangeable: false },
    { id: '1354022', name: '标准卡E套餐（预存50元）', sumFeeFen: 5000, ifCheckCard: 1, packageId: 'PKG_STD_E', systemId: 4, isChangeable: false },
    { id: '1354242', name: '畅享流量29元套餐（免预存）', sumFeeFen: 0, ifCheckCard: 0, packageId: 'PKG_FLOW_29', systemId: 4, isChangeable: false },
    { id: '1354364', name: '标准卡A套餐（预存30元）', sumFeeFen: 3000, ifCheckCard: 1, packageId: 'PKG_STD_A', systemId: 4, isChangeable: false },
    { id: '1354455', name: '大王卡39元套餐（预存50元）', sumFeeFen: 5000, ifCheckCard: 0, packageId: 'PKG_KING_39', systemId: 4, isChangeable: false },
    { id: '1354602', name: '畅享流量29元套餐（预存20元）', sumFeeFen: 2000, ifCheckCard: 0, packageId: 'PKG_FLOW_29', systemId: 4, isChangeable: false },
    { id: '1399001', name: '虚商标准卡套餐（预存30元）', sumFeeFen: 3000, ifCheckCard: 0, packageId: 'PKG_STD_A', systemId: 3, isChangeable: false },
    { id: '1399002', name: '虚商畅享流量29元套餐（预存30元）', sumFeeFen: 3000, ifCheckCard: 0, packageId: 'PKG_FLOW_29', systemId: 3, isChangeable: true },
    { id: '1399003', name: '虚商大王卡39元套餐（预存50元）', sumFeeFen: 5000, ifCheckCard: 0, packageId: 'PKG_KING_39', systemId: 3, isChangeable: true },
  ] as const
).map(({ ifCheckCard, ...offer }, index) => ({
  ...offer,
  requiresCardPhoto: ifCheckCard === 1,
  descriptionHtml: offerHtml(offer.sumFeeFen, ifCheckCard ? '开户需拍摄身份证与卡板合照。' : '无需拍摄合照。'),
  sortOrder: index,
  isOnSale: true,
}));

interface StockRange {
  prefix: string;
  from: number;
  to: number;
  dealerId: string;
  offerId: string;
  /** Scanned-QR resource ids for the virtual-operator entry. */
  resourcePrefix?: string;
}

const stockRanges: StockRange[] = [
  { prefix: '1661000', from: 1, to: 12, dealerId: 'D1001', offerId: '1354122' },
  { prefix: '1661000', from: 13, to: 20, dealerId: 'D1001', offerId: '1354262' },
  { prefix: '1661000', from: 21, to: 24, dealerId: 'D1001', offerId: '1354022' },
  { prefix: '1661000', from: 25, to: 26, dealerId: 'D1001', offerId: '1354242' },
  { prefix: '1662000', from: 1, to: 10, dealerId: 'D2001', offerId: '1354283' },
  { prefix: '1662000', from: 11, to: 14, dealerId: 'D2001', offerId: '1354262' },
  { prefix: '1663000', from: 1, to: 8, dealerId: 'D1001', offerId: '1399001', resourcePrefix: 'VR1001' },
  { prefix: '1664000', from: 1, to: 5, dealerId: 'D3001', offerId: '1354262' },
];

/**
 * Numbers ready to open, one import per range (importStockLines, the console's CSV import): phone
 * 166xxxxxxxx with a 20-character card number whose last 7 are printed on the card, and its PUK
 * (8 and the number's last seven digits), which the hall shows the owner.
 */
const stockImports = stockRanges.map((range) => ({
  dealerId: range.dealerId,
  offerId: range.offerId,
  lines: Array.from({ length: range.to - range.from + 1 }, (_, offset) => {
    const serial = String(range.from + offset).padStart(4, '0');
    const phone = `${range.prefix}${serial}`;
    return {
      line: offset + 1,
      iccid: `89860${phone.slice(1)}${serial}0`.padEnd(20, '7').slice(0, 20),
      phone,
      saleResourceId: range.resourcePrefix ? `${range.resourcePrefix}${serial}` : null,
      puk: `8${phone.slice(-7)}`,
    };
  }),
}));

export function buildAgentDemo() {
  return { dealers, agents, partnerDealer, partnerAgent, partnerLink: DEMO_PARTNER_LINK, offers, stockImports };
}
