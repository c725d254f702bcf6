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
  needsPromiseVideo?: boolean;
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
  { phone: '17012340009', ownerName: '周杰', idNumber: '350203199106062222', status: 'normal', packageId: 'PKG_STD_A', joinedMonthsAgo: 1, province: '福建', city: '厦门', starLevel: 0, balanceFen: 0, isRealName: false, serviceKind: 7, points: 0, needsPromiseVideo: true },
  { phone: '17112340010', ownerName: '吴敏', idNumber: '610113198702283333', status: 'owing', packageId: 'PKG_IOT_18', joinedMonthsAgo: 15, province: '陕西', city: '西安', starLevel: 1, balanceFen: -300, isRealName: true, serviceKind: 8, points: 60 },
];

export const demoSubscribers = demoSubscriberList.map(({ joinedMonthsAgo, points, needsPromiseVideo = false, ...subscriber }) => ({
  ...subscriber,
  needsPromiseVideo,
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

/** Demo operator console accounts, one per role (password from DEMO_STAFF_PASSWORD). */
export const demoStaffAccounts = [
  { username: 'admin', displayName: '系统管理员', roles: ['admin' as const] },
  { username: 'auditor', displayName: '审核员小陈', roles: ['auditor' as const] },
  { username: 'service', displayName: '客服小王', roles: ['service' as const] },
  { username: 'editor', displayName: '运营小李', roles: ['editor' as const] },
];
/** Caller services of the built-in back office (fees in fen; 订购呼转 is free). */
export const demoCallerPackages = [
  { id: 'CALLER_REMIND', callType: 1, title: '来电提醒', detail: '关机、无信号或通话中错过的来电，开机或恢复信号后以短信告知来电号码和时间，不错过任何重要来电。', monthlyFeeFen: 200, sortOrder: 1 },
  { id: 'CALLER_DISPLAY', callType: 2, title: '来电显示', detail: '来电时在手机屏幕上显示主叫号码，方便您识别来电、拒接骚扰电话。', monthlyFeeFen: 600, sortOrder: 2 },
  { id: 'CALLER_FORWARD', callType: 3, title: '订购呼转', detail: '将打给本机的来电转接到您指定的手机号码上，出差、换机时也不漏接来电。呼转接通后按主叫通话计费。', monthlyFeeFen: 0, sortOrder: 3 },
];

/** Caller services some demo numbers already have. */
export const demoCallerSubscriptions = [{ phone: '17012340001', packageId: 'CALLER_DISPLAY', orderedMonthsAgo: 12 }];
export { monthsAgo as demoMonthsAgo };
/** YYYYMM of the month `monthsBack` before `date`, in China time. */
export function toFeeMonth(date: Date, monthsBack = 0): string {
  const china = new Date(date.getTime() + 8 * 3600_000);
  const index = china.getUTCFullYear() * 12 + china.getUTCMonth() - monthsBack;
  return `${Math.floor(index / 12)}${String((index % 12) + 1).padStart(2, '0')}`;
}

/**
 * Billed monthly fees of the built-in back office (issue 8): the package fee plus a usage part
 * that varies by number and month, for every full month since the number joined (at most 24).
 */
export function buildDemoMonthlyFees(now: Date = new Date()) {
  const feeOf = new Map(demoPackages.map((item) => [item.id, item.monthlyFeeFen]));
  return demoSubscribers.flatMap((subscriber) => {
    const monthsOnNetwork = Math.min(24, demoSubscriberList.find((item) => item.phone === subscriber.phone)?.joinedMonthsAgo ?? 0);
    return Array.from({ length: monthsOnNetwork }, (_, index) => {
      const monthsBack = index + 1;
      const usageFen = ((Number(subscriber.phone.slice(-3)) * 37 + monthsBack * 113) % 1700) + (monthsBack % 3) * 5;
      return { phone: subscriber.phone, feeMonth: toFeeMonth(now, monthsBack), amountFen: (feeOf.get(subscriber.packageId) ?? 0) + usageFen };
    });
  });
}
