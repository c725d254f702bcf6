// Demo data of the built-in back office and the sandbox: varied subscribers (bound and unbound,
// real-name or not, normal and owing, several packages), WeChat users, dealers and agents.

const monthsAgo = (months: number) => {
  const date = new Date();
  date.setMonth(date.getMonth() - months);
  return date;
};

export const demoPackages = [
  { id: 'PKG_STD_A', name: '标准卡A套餐', monthlyFeeFen: 1900, serviceKind: 7, callDisplay: 1, voiceMinutes: 100, dataMb: 10240, smsCount: 50, sortOrder: 1 },
  { id: 'PKG_STD_E', name: '标准卡E套餐', monthlyFeeFen: 3900, serviceKind: 7, callDisplay: 1, voiceMinutes: 300, dataMb: 30720, smsCount: 100, sortOrder: 2 },
  { id: 'PKG_FLOW_29', name: '畅享流量29元套餐', monthlyFeeFen: 2900, serviceKind: 7, callDisplay: 1, voiceMinutes: 200, dataMb: 20480, smsCount: 50, sortOrder: 3 },
  { id: 'PKG_FLOW_59', name: '畅享流量59元套餐', monthlyFeeFen: 5900, serviceKind: 7, callDisplay: 1, voiceMinutes: 500, dataMb: 61440, smsCount: 200, sortOrder: 4 },
  { id: 'PKG_KING_19', name: '大王卡19元套餐', monthlyFeeFen: 1900, serviceKind: 7, callDisplay: 2, voiceMinutes: 0, dataMb: 40960, smsCount: 0, sortOrder: 5 },
  { id: 'PKG_KING_39', name: '大王卡39元套餐', monthlyFeeFen: 3900, serviceKind: 7, callDisplay: 2, voiceMinutes: 200, dataMb: 81920, smsCount: 0, sortOrder: 6 },
  { id: 'PKG_IOT_8', name: '物联网卡8元套餐', monthlyFeeFen: 800, serviceKind: 8, callDisplay: 1, voiceMinutes: 0, dataMb: 3072, smsCount: 0, sortOrder: 7 },
  { id: 'PKG_IOT_18', name: '物联网卡18元套餐', monthlyFeeFen: 1800, serviceKind: 8, callDisplay: 1, voiceMinutes: 0, dataMb: 10240, smsCount: 0, sortOrder: 8 },
].map((item) => ({
  ...item,
  descriptionHtml: `<p>${item.name}：月费${item.monthlyFeeFen / 100}元，含国内通话${item.voiceMinutes}分钟、国内流量${item.dataMb / 1024}GB、短信${item.smsCount}条。</p><p>套外国内通话0.15元/分钟，短信0.1元/条。</p>`,
  isOrderable: true,
}));

export const demoRechargeProducts = [
  ...[1000, 2000, 3000, 5000, 10000, 20000].map((amountFen, index) => ({
    id: `CALL_${amountFen / 100}`,
    productGroup: 'call' as const,
    name: `${amountFen / 100}元`,
    amountFen,
    serviceKind: 0,
    sortOrder: index,
  })),
  { id: 'DAY_500M', productGroup: 'dayFlow' as const, name: '500MB日包', amountFen: 100, serviceKind: 7, sortOrder: 10 },
  { id: 'DAY_2G', productGroup: 'dayFlow' as const, name: '2GB日包', amountFen: 300, serviceKind: 7, sortOrder: 11 },
  { id: 'DAY_5G', productGroup: 'dayFlow' as const, name: '5GB日包', amountFen: 500, serviceKind: 7, sortOrder: 12 },
  { id: 'MONTH_600M', productGroup: 'monthFlow' as const, name: '600M月包', amountFen: 1500, serviceKind: 7, sortOrder: 20 },
  { id: 'MONTH_2G', productGroup: 'monthFlow' as const, name: '2GB月包', amountFen: 2000, serviceKind: 7, sortOrder: 21 },
  { id: 'MONTH_5G', productGroup: 'monthFlow' as const, name: '5GB月包', amountFen: 3000, serviceKind: 7, sortOrder: 22 },
  { id: 'IOT_MONTH_1G', productGroup: 'monthFlow' as const, name: '1GB月包', amountFen: 1000, serviceKind: 8, sortOrder: 23 },
];

interface DemoSubscriber {
  phone: string;
  ownerName: string;
  idNumber: string;
  status: 'normal' | 'owing' | 'suspended';
  packageId: string;
  joinedMonthsAgo: number;
  province: string;
  city: string;
  starLevel: number;
  balanceFen: number;
  isRealName: boolean;
  serviceKind: number;
  points: number;
}

const demoSubscriberList: DemoSubscriber[] = [
  { phone: '17012340001', ownerName: '张伟', idNumber: '110105199003071234', status: 'normal', packageId: 'PKG_STD_A', joinedMonthsAgo: 38, province: '北京', city: '北京', starLevel: 4, balanceFen: 8650, isRealName: true, serviceKind: 7, points: 1280 },
  { phone: '17012340002', ownerName: '李娜', idNumber: '440106198811204321', status: 'normal', packageId: 'PKG_FLOW_29', joinedMonthsAgo: 14, province: '广东', city: '广州', starLevel: 2, balanceFen: 3200, isRealName: true, serviceKind: 7, points: 320 },
  { phone: '17012340003', ownerName: '王芳', idNumber: '310104199512125678', status: 'owing', packageId: 'PKG_STD_E', joinedMonthsAgo: 26, province: '上海', city: '上海', starLevel: 3, balanceFen: -1560, isRealName: true, serviceKind: 7, points: 860 },
  { phone: '17012340004', ownerName: '刘洋', idNumber: '510107200001018765', status: 'normal', packageId: 'PKG_KING_19', joinedMonthsAgo: 3, province: '四川', city: '成都', starLevel: 1, balanceFen: 1200, isRealName: false, serviceKind: 7, points: 40 },
  { phone: '17012340005', ownerName: '张伟', idNumber: '110105199003071234', status: 'normal', packageId: 'PKG_STD_E', joinedMonthsAgo: 9, province: '北京', city: '北京', starLevel: 2, balanceFen: 15000, isRealName: true, serviceKind: 7, points: 210 },
  { phone: '17112340006', ownerName: '陈静', idNumber: '330106199207073456', status: 'normal', packageId: 'PKG_IOT_8', joinedMonthsAgo: 20, province: '浙江', city: '杭州', starLevel: 2, balanceFen: 2300, isRealName: true, serviceKind: 8, points: 150 },
  { phone: '17012340007', ownerName: '赵磊', idNumber: '42010619850615231X', status: 'suspended', packageId: 'PKG_FLOW_59', joinedMonthsAgo: 60, province: '湖北', city: '武汉', starLevel: 5, balanceFen: -4800, isRealName: true, serviceKind: 7, points: 5600 },
  { phone: '17012340008', ownerName: '孙丽', idNumber: '320102199409094567', status: 'normal', packageId: 'PKG_KING_39', joinedMonthsAgo: 7, province: '江苏', city: '南京', starLevel: 1, balanceFen: 5600, isRealName: true, serviceKind: 7, points: 90 },
  { phone: '17012340009', ownerName: '周杰', idNumber: '350203199106062222', status: 'normal', packageId: 'PKG_STD_A', joinedMonthsAgo: 1, province: '福建', city: '厦门', starLevel: 0, balanceFen: 0, isRealName: false, serviceKind: 7, points: 0 },
  { phone: '17112340010', ownerName: '吴敏', idNumber: '610113198702283333', status: 'owing', packageId: 'PKG_IOT_18', joinedMonthsAgo: 15, province: '陕西', city: '西安', starLevel: 1, balanceFen: -300, isRealName: true, serviceKind: 8, points: 60 },
];

export const demoSubscribers = demoSubscriberList.map(({ joinedMonthsAgo, points, ...subscriber }) => ({
  ...subscriber,
  idLast6: subscriber.idNumber.slice(-6),
  joinedAt: monthsAgo(joinedMonthsAgo),
  iccid: `898601${subscriber.phone.slice(-9)}0000`.slice(0, 19) + '0',
  points,
}));

/** Sandbox WeChat users; those with a phone are already members bound to it. */
export const demoWechatUsers = [
  { openid: 'o_demo_zhangwei', nickname: '张伟', note: '已绑定 17012340001（正常，标准卡A）', phone: '17012340001' },
  { openid: 'o_demo_newcomer', nickname: '新用户小李', note: '未绑定号码', phone: null },
  { openid: 'o_demo_wangfang', nickname: '王芳', note: '已绑定 17012340003（欠费）', phone: '17012340003' },
  { openid: 'o_demo_liuyang', nickname: '刘洋', note: '已绑定 17012340004（未实名）', phone: '17012340004' },
  { openid: 'o_demo_chenjing', nickname: '陈静', note: '已绑定 17112340006（物联网卡）', phone: '17112340006' },
  { openid: 'o_demo_visitor', nickname: '访客小周', note: '未绑定号码', phone: null },
];

export const demoDealers = [
  { id: 'D1001', mainId: 'DM100', name: '星海通讯天河店', fundPoolFen: 500_000 },
  { id: 'D2001', mainId: 'DM200', name: '联星数码城西店', fundPoolFen: 120_000 },
];

export const demoAgents = [
  { workNo: 'A10001', name: '赵敏', mobile: '13800001001', dealerId: 'D1001', channel: '星海通讯天河店', defaultSaleKind: 1 },
  { workNo: 'A10002', name: '钱进', mobile: '13800001002', dealerId: 'D1001', channel: '星海通讯天河店', defaultSaleKind: 3 },
  { workNo: 'B20001', name: '孙悦', mobile: '13800002001', dealerId: 'D2001', channel: '联星数码城西店', defaultSaleKind: 4 },
];

// Agent card opening: a partner dealer, the dealers' payment kinds, offers per system id, and
// card stock (numbers paired with card numbers, ready to open).

export const demoPartnerDealer = { id: 'D3001', mainId: 'DM300', name: '合作渠道直营店', fundPoolFen: 300_000 };
export const demoPartnerAgent = { workNo: 'P30001', name: '合作渠道', mobile: '13800003001', dealerId: 'D3001', channel: '合作渠道直营店', defaultSaleKind: 1 };

/** 1 WeChat Pay, 2 fund pool. */
export const demoDealerPayKinds: Record<string, 1 | 2> = { D1001: 2, D2001: 1, D3001: 2 };

const offerHtml = (fee: number, extra: string) =>
  `<h3>资费说明</h3><p>开户预存${fee / 100}元，${extra}</p><p>套餐当月按天折算，次月起按标准资费收取。</p>`;

export const demoOffers = [
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
].map((offer, index) => ({
  ...offer,
  descriptionHtml: offerHtml(offer.sumFeeFen, offer.ifCheckCard ? '开户需拍摄身份证与卡板合照。' : '无需拍摄合照。'),
  sortOrder: index,
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

/** Numbers ready to open: phone 166xxxxxxxx with a 20-character card number whose last 7 are printed on the card. */
export const demoCardStock = stockRanges.flatMap((range) =>
  Array.from({ length: range.to - range.from + 1 }, (_, offset) => {
    const serial = String(range.from + offset).padStart(4, '0');
    const phone = `${range.prefix}${serial}`;
    return {
      iccid: `89860${phone.slice(1)}${serial}0`.padEnd(20, '7').slice(0, 20),
      phone,
      dealerId: range.dealerId,
      offerId: range.offerId,
      serviceKind: 7,
      status: 'available' as const,
      saleResourceId: range.resourcePrefix ? `${range.resourcePrefix}${serial}` : null,
    };
  }),
);
