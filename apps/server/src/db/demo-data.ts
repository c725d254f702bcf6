// Demo data of the built-in back office and the sandbox: varied subscribers (bound and unbound,
// real-name or not, normal and owing, several packages), WeChat users, dealers and agents.

import { BillItem, billItemSortOrder, type BillItemName } from '../boss/bill-items.ts';
import { formatChinaMonth } from '../platform/china-time.ts';

/**
 * This moment `months` months back in China time (on the month's last day when that month is
 * shorter), so its China month is exactly that many months before this one, as bills count.
 */
const monthsAgo = (months: number) => {
  const chinaOffsetMs = 8 * 3600_000;
  const china = new Date(Date.now() + chinaOffsetMs);
  const day = china.getUTCDate();
  china.setUTCDate(1);
  china.setUTCMonth(china.getUTCMonth() - months);
  china.setUTCDate(Math.min(day, new Date(Date.UTC(china.getUTCFullYear(), china.getUTCMonth() + 1, 0)).getUTCDate()));
  return new Date(china.getTime() - chinaOffsetMs);
};

export const demoPackages = [
  { id: 'PKG_STD_A', name: '标准卡A套餐', monthlyFeeFen: 1900, serviceKind: 7, callDisplay: 1, voiceMinutes: 100, dataMb: 10240, smsCount: 50, sortOrder: 1 },
  { id: 'PKG_STD_E', name: '标准卡E套餐', monthlyFeeFen: 3900, serviceKind: 7, callDisplay: 1, voiceMinutes: 300, dataMb: 30720, smsCount: 100, sortOrder: 2 },
  {
    id: 'PKG_FLOW_29',
    name: '畅享流量29元套餐',
    monthlyFeeFen: 2900,
    serviceKind: 7,
    callDisplay: 1,
    voiceMinutes: 200,
    dataMb: 20480,
    smsCount: 50,
    sortOrder: 3,
  },
  {
    id: 'PKG_FLOW_59',
    name: '畅享流量59元套餐',
    monthlyFeeFen: 5900,
    serviceKind: 7,
    callDisplay: 1,
    voiceMinutes: 500,
    dataMb: 61440,
    smsCount: 200,
    sortOrder: 4,
  },
  { id: 'PKG_KING_19', name: '大王卡19元套餐', monthlyFeeFen: 1900, serviceKind: 7, callDisplay: 2, voiceMinutes: 0, dataMb: 40960, smsCount: 0, sortOrder: 5 },
  {
    id: 'PKG_KING_39',
    name: '大王卡39元套餐',
    monthlyFeeFen: 3900,
    serviceKind: 7,
    callDisplay: 2,
    voiceMinutes: 200,
    dataMb: 81920,
    smsCount: 0,
    sortOrder: 6,
  },
  { id: 'PKG_IOT_8', name: '物联网卡8元套餐', monthlyFeeFen: 800, serviceKind: 8, callDisplay: 1, voiceMinutes: 0, dataMb: 3072, smsCount: 0, sortOrder: 7 },
  {
    id: 'PKG_IOT_18',
    name: '物联网卡18元套餐',
    monthlyFeeFen: 1800,
    serviceKind: 8,
    callDisplay: 1,
    voiceMinutes: 0,
    dataMb: 10240,
    smsCount: 0,
    sortOrder: 8,
  },
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
  /** A new-line promotion (首月免月租): the join month's package fee is waived. */
  isFirstMonthFree?: boolean;
}

const demoSubscriberList: DemoSubscriber[] = [
  {
    phone: '17012340001',
    ownerName: '张伟',
    idNumber: '110105199003071234',
    status: 'normal',
    packageId: 'PKG_STD_A',
    joinedMonthsAgo: 38,
    province: '北京',
    city: '北京',
    starLevel: 4,
    balanceFen: 8650,
    isRealName: true,
    serviceKind: 7,
    points: 1280,
  },
  {
    phone: '17012340002',
    ownerName: '李娜',
    idNumber: '440106198811204321',
    status: 'normal',
    packageId: 'PKG_FLOW_29',
    joinedMonthsAgo: 14,
    province: '广东',
    city: '广州',
    starLevel: 2,
    balanceFen: 3200,
    isRealName: true,
    serviceKind: 7,
    points: 320,
  },
  {
    phone: '17012340003',
    ownerName: '王芳',
    idNumber: '310104199512125678',
    status: 'owing',
    packageId: 'PKG_STD_E',
    joinedMonthsAgo: 26,
    province: '上海',
    city: '上海',
    starLevel: 3,
    balanceFen: -1560,
    isRealName: true,
    serviceKind: 7,
    points: 860,
  },
  {
    phone: '17012340004',
    ownerName: '刘洋',
    idNumber: '510107200001018765',
    status: 'normal',
    packageId: 'PKG_KING_19',
    joinedMonthsAgo: 3,
    province: '四川',
    city: '成都',
    starLevel: 1,
    balanceFen: 1200,
    isRealName: false,
    serviceKind: 7,
    points: 40,
  },
  {
    phone: '17012340005',
    ownerName: '张伟',
    idNumber: '110105199003071234',
    status: 'normal',
    packageId: 'PKG_STD_E',
    joinedMonthsAgo: 9,
    province: '北京',
    city: '北京',
    starLevel: 2,
    balanceFen: 15000,
    isRealName: true,
    serviceKind: 7,
    points: 210,
  },
  {
    phone: '17112340006',
    ownerName: '陈静',
    idNumber: '330106199207073456',
    status: 'normal',
    packageId: 'PKG_IOT_8',
    joinedMonthsAgo: 20,
    province: '浙江',
    city: '杭州',
    starLevel: 2,
    balanceFen: 2300,
    isRealName: true,
    serviceKind: 8,
    points: 150,
  },
  {
    phone: '17012340007',
    ownerName: '赵磊',
    idNumber: '42010619850615231X',
    status: 'suspended',
    packageId: 'PKG_FLOW_59',
    joinedMonthsAgo: 60,
    province: '湖北',
    city: '武汉',
    starLevel: 5,
    balanceFen: -4800,
    isRealName: true,
    serviceKind: 7,
    points: 5600,
  },
  {
    phone: '17012340008',
    ownerName: '孙丽',
    idNumber: '320102199409094567',
    status: 'normal',
    packageId: 'PKG_KING_39',
    joinedMonthsAgo: 7,
    province: '江苏',
    city: '南京',
    starLevel: 1,
    balanceFen: 5600,
    isRealName: true,
    serviceKind: 7,
    points: 90,
  },
  {
    phone: '17012340009',
    ownerName: '周杰',
    idNumber: '350203199106062222',
    status: 'normal',
    packageId: 'PKG_STD_A',
    joinedMonthsAgo: 1,
    province: '福建',
    city: '厦门',
    starLevel: 0,
    balanceFen: 0,
    isRealName: false,
    serviceKind: 7,
    points: 0,
  },
  {
    phone: '17112340010',
    ownerName: '吴敏',
    idNumber: '610113198702283333',
    status: 'owing',
    packageId: 'PKG_IOT_18',
    joinedMonthsAgo: 15,
    province: '陕西',
    city: '西安',
    starLevel: 1,
    balanceFen: -300,
    isRealName: true,
    serviceKind: 8,
    points: 60,
  },
  // Joined this month with the first month free: no bill yet, no past bills.
  {
    phone: '17012340011',
    ownerName: '林晓',
    idNumber: '440305199808085125',
    status: 'normal',
    packageId: 'PKG_KING_19',
    joinedMonthsAgo: 0,
    province: '广东',
    city: '深圳',
    starLevel: 0,
    balanceFen: 5000,
    isRealName: true,
    serviceKind: 7,
    points: 0,
    isFirstMonthFree: true,
  },
];

export const demoSubscribers = demoSubscriberList.map(({ joinedMonthsAgo, points, isFirstMonthFree: _isFirstMonthFree, ...subscriber }) => ({
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
  { openid: 'o_demo_trial', nickname: '体验用户小赵', note: '未绑定号码（绑定演示）', phone: null },
  { openid: 'o_demo_new_line', nickname: '开卡客户小孙', note: '未绑定号码（代理商开卡后绑定新号）', phone: null },
  { openid: 'o_demo_linxiao', nickname: '林晓', note: '已绑定 17012340011（本月新入网，暂无账单）', phone: '17012340011' },
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
  {
    id: 'CALLER_REMIND',
    callType: 1,
    title: '来电提醒',
    detail: '关机、无信号或通话中错过的来电，开机或恢复信号后以短信告知来电号码和时间，不错过任何重要来电。',
    monthlyFeeFen: 200,
    sortOrder: 1,
  },
  {
    id: 'CALLER_DISPLAY',
    callType: 2,
    title: '来电显示',
    detail: '来电时在手机屏幕上显示主叫号码，方便您识别来电、拒接骚扰电话。',
    monthlyFeeFen: 600,
    sortOrder: 2,
  },
  {
    id: 'CALLER_FORWARD',
    callType: 3,
    title: '订购呼转',
    detail: '将打给本机的来电转接到您指定的手机号码上，出差、换机时也不漏接来电。呼转接通后按主叫通话计费。',
    monthlyFeeFen: 0,
    sortOrder: 3,
  },
];

/** Caller services some demo numbers already have. */
export const demoCallerSubscriptions = [{ phone: '17012340001', packageId: 'CALLER_DISPLAY', orderedMonthsAgo: 12 }];
export { monthsAgo as demoMonthsAgo };

/**
 * Billed monthly fees of the built-in back office (issue 8): the totals of the closed months'
 * bills (`buildDemoBillItems`), so an invoiced month shows what its bill shows.
 */
export function buildDemoMonthlyFees(now: Date = new Date()) {
  const currentMonth = formatChinaMonth(now);
  const totals = new Map<string, { phone: string; feeMonth: string; amountFen: number }>();
  for (const item of buildDemoBillItems(now)) {
    if (item.billMonth === currentMonth) {
      continue;
    }
    const key = `${item.phone}:${item.billMonth}`;
    const total = totals.get(key) ?? { phone: item.phone, feeMonth: item.billMonth, amountFen: 0 };
    total.amountFen += item.amountFen;
    totals.set(key, total);
  }
  return [...totals.values()];
}
// Points, activities, the feedback board and stores (migration 0004).

const daysAgo = (days: number, hour = 10) => {
  const date = new Date();
  date.setDate(date.getDate() - days);
  date.setHours(hour, 0, 0, 0);
  return date;
};

/** A small picture as a data address, so the demo needs no image files. */
function drawTile(text: string, from: string, to: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="300" viewBox="0 0 750 300"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="750" height="300" fill="url(#g)"/><text x="375" y="170" font-size="56" font-family="sans-serif" fill="#fff" text-anchor="middle">${text}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export const demoPointsProducts = [
  {
    id: 'PP_FLOW_1G',
    name: '1GB国内流量包',
    description: '当月有效，兑换后24小时内到账',
    pointsCost: 100,
    valueFen: 1000,
    stock: 500,
    coverUrl: drawTile('1GB流量', '#4facfe', '#00f2fe'),
    sortOrder: 1,
  },
  {
    id: 'PP_CALL_5',
    name: '5元话费券',
    description: '兑换后直接充入当前绑定号码',
    pointsCost: 300,
    valueFen: 500,
    stock: 300,
    coverUrl: drawTile('5元话费', '#f6d365', '#fda085'),
    sortOrder: 2,
  },
  {
    id: 'PP_VOICE_60',
    name: '60分钟国内语音包',
    description: '当月有效',
    pointsCost: 200,
    valueFen: 600,
    stock: 200,
    coverUrl: drawTile('60分钟', '#a18cd1', '#fbc2eb'),
    sortOrder: 3,
  },
  {
    id: 'PP_VIDEO_VIP',
    name: '视频会员月卡',
    description: '兑换码以短信形式发送',
    pointsCost: 1500,
    valueFen: 2500,
    stock: 50,
    coverUrl: drawTile('视频会员', '#f093fb', '#f5576c'),
    sortOrder: 4,
  },
  {
    id: 'PP_CALL_50',
    name: '50元话费券',
    description: '兑换后直接充入当前绑定号码',
    pointsCost: 5000,
    valueFen: 5000,
    stock: 0,
    coverUrl: drawTile('50元话费', '#fa709a', '#fee140'),
    sortOrder: 5,
  },
].map((product) => ({ ...product, isOnSale: true }));

/** Exchanges a demo number made before, for the order list and the points detail. */
export const demoPointsHistory = [
  { phone: '17012340001', productId: 'PP_FLOW_1G', daysAgo: 20 },
  { phone: '17012340001', productId: 'PP_CALL_5', daysAgo: 120 },
  { phone: '17012340001', productId: 'PP_VOICE_60', daysAgo: 300 },
  { phone: '17012340001', productId: 'PP_FLOW_1G', daysAgo: 500 },
];

export const demoBanners = [
  { placement: 'points' as const, title: '签到领积分', imageUrl: drawTile('每日签到 积分天天领', '#ff9a44', '#fc6076'), linkUrl: '/activity', sortOrder: 1 },
  { placement: 'points' as const, title: '积分兑流量', imageUrl: drawTile('积分兑流量 限时特惠', '#43e97b', '#38f9d7'), linkUrl: '/activity', sortOrder: 2 },
  {
    placement: 'board' as const,
    title: '您的建议我们用心倾听',
    imageUrl: drawTile('投诉建议 用心倾听', '#667eea', '#764ba2'),
    linkUrl: '/activityDetails?id=1',
    sortOrder: 1,
  },
  {
    placement: 'board' as const,
    title: '服务质量提升计划',
    imageUrl: drawTile('服务质量提升计划', '#30cfd0', '#330867'),
    linkUrl: '/activityDetails?id=2',
    sortOrder: 2,
  },
];

export const demoContentPages = [
  {
    key: 'points_rule',
    title: '积分规则',
    body: [
      '1. 每日签到可获得1积分，每个自然日（北京时间）限签到一次。',
      '2. 积分可在积分商城兑换流量、话费券等商品，兑换成功后立即扣除相应积分。',
      '3. 已兑换的商品不支持退换，积分不予退还。',
      '4. 积分仅限当前绑定号码使用，不可转让。',
      '5. 号码销户后，剩余积分自动清零。',
    ].join('\n'),
  },
  {
    key: 'cooperate',
    title: '商务合作',
    body: [
      '我们诚邀各类渠道伙伴开展号卡代理、行业物联网、企业集团客户等合作。',
      '合作方向：社会渠道代理、线上分销、行业定制套餐、企业集团通信方案。',
      '合作邮箱：bd@vno.example.cn',
      '合作热线：工作日 9:00-18:00，请拨打客服热线转商务合作。',
    ].join('\n'),
  },
];

export const demoActivities = [
  {
    name: '新用户首充有礼',
    summary: '新入网用户首次充值50元及以上，赠送1GB流量包。',
    author: '运营中心',
    coverUrl: drawTile('首充有礼', '#ff758c', '#ff7eb3'),
    detailHtml:
      '<h3>活动时间</h3><p>即日起至本年12月31日。</p><h3>活动内容</h3><p>新入网用户首次充值<strong>50元及以上</strong>，赠送1GB国内流量包（当月有效）。</p><ul><li>每个号码限参与一次</li><li>流量包在充值成功后24小时内到账</li></ul><p><a href="https://example.cn/rules" target="_blank">查看完整规则</a></p>',
    publishedAt: daysAgo(5),
    sortOrder: 1,
  },
  {
    name: '签到赢好礼',
    summary: '每日签到领积分，积分可兑换流量和话费券。',
    author: '会员中心',
    coverUrl: drawTile('签到赢好礼', '#4facfe', '#00f2fe'),
    detailHtml: '<p>每日签到可获得<strong>1积分</strong>，积分可在积分商城兑换流量包、话费券等好礼。</p><p>积分规则详见“我的积分-积分明细”。</p>',
    publishedAt: daysAgo(12),
    sortOrder: 2,
  },
  {
    name: '老用户升级享折扣',
    summary: '在网满12个月的用户变更至59元套餐，前三个月月费8折。',
    author: '运营中心',
    coverUrl: drawTile('升级享折扣', '#f6d365', '#fda085'),
    detailHtml: '<p>在网满12个月的用户，办理套餐变更至<strong>畅享流量59元套餐</strong>，前三个月月费享8折优惠。</p><p>变更次月生效。</p>',
    publishedAt: daysAgo(30),
    sortOrder: 3,
  },
];

export const demoBoardPosts = [
  {
    authorName: '张伟',
    content: '希望能增加夜间流量包，晚上看视频流量不够用。',
    isFeatured: true,
    isAdopted: true,
    daysAgo: 3,
    replies: [
      { authorName: '官方客服', content: '感谢您的建议，夜间流量包已在规划中，预计下月上线。', isOfficial: true },
      { authorName: '李娜', content: '支持！我也需要。', isOfficial: false },
      { authorName: '王芳', content: '+1，希望价格实惠一些。', isOfficial: false },
      { authorName: '刘洋', content: '同求夜间包。', isOfficial: false },
    ],
  },
  {
    authorName: '李娜',
    content: '营业厅App充值后到账有点慢，能否优化一下？',
    isFeatured: true,
    isAdopted: false,
    daysAgo: 5,
    replies: [{ authorName: '官方客服', content: '您好，充值一般在10分钟内到账，高峰期可能稍有延迟，我们正在优化。', isOfficial: true }],
  },
  {
    authorName: '王芳',
    content: '欠费停机后复机需要多久？',
    isFeatured: false,
    isAdopted: false,
    daysAgo: 8,
    replies: [],
  },
  ...Array.from({ length: 15 }, (_, index) => ({
    authorName: ['陈静', '孙丽', '周杰', '吴敏', '赵磊'][index % 5] ?? '用户',
    content: `第${index + 1}条建议：希望客服热线的等待时间能再短一些，谢谢！`,
    isFeatured: false,
    isAdopted: false,
    daysAgo: 10 + index,
    replies: [],
  })),
];

/** Stores by the divisions of the bundled picker table (省-市-区 names as the picker shows them). */
export const demoStores = [
  {
    name: '天河体育中心营业厅',
    address: '广州市天河区天河路208号',
    phone: '020-38880001',
    hours: '9:00-21:00',
    province: '广东省',
    city: '广州市',
    county: '天河区',
  },
  {
    name: '天河珠江新城营业厅',
    address: '广州市天河区花城大道85号',
    phone: '020-38880002',
    hours: '9:00-20:00',
    province: '广东省',
    city: '广州市',
    county: '天河区',
  },
  {
    name: '越秀北京路营业厅',
    address: '广州市越秀区北京路199号',
    phone: '020-83330001',
    hours: '9:00-21:00',
    province: '广东省',
    city: '广州市',
    county: '越秀区',
  },
  {
    name: '朝阳三里屯营业厅',
    address: '北京市朝阳区三里屯路19号',
    phone: '010-65550001',
    hours: '9:00-21:00',
    province: '北京市',
    city: '北京市',
    county: '朝阳区',
  },
  {
    name: '海淀中关村营业厅',
    address: '北京市海淀区中关村大街27号',
    phone: '010-62220001',
    hours: '9:00-20:00',
    province: '北京市',
    city: '北京市',
    county: '海淀区',
  },
  {
    name: '浦东陆家嘴营业厅',
    address: '上海市浦东新区世纪大道100号',
    phone: '021-58880001',
    hours: '9:00-21:00',
    province: '上海市',
    city: '上海市',
    county: '浦东新区',
  },
  {
    name: '武侯区人民南路营业厅',
    address: '成都市武侯区人民南路四段1号',
    phone: '028-85550001',
    hours: '9:00-20:30',
    province: '四川省',
    city: '成都市',
    county: '武侯区',
  },
].map((store, index) => ({ ...store, sortOrder: index }));
// Issue 3: bills, usage, ordered services, top-ups, opening applications and orders of the demo
// numbers. Deterministic per number, so every page shows the same consistent data.

const daysBeforeNow = (days: number) => new Date(Date.now() - days * 24 * 3600 * 1000);

/** Early in the current month (China time), never in the future: for things bought this month. */
function earlyThisMonth(): Date {
  const chinaOffsetMs = 8 * 3600 * 1000;
  const china = new Date(Date.now() + chinaOffsetMs);
  const monthStart = Date.UTC(china.getUTCFullYear(), china.getUTCMonth(), 1) - chinaOffsetMs;
  return new Date(Math.max(monthStart, Math.min(Date.now() - 60_000, monthStart + 10 * 3600 * 1000)));
}

/** Months from a date's month to `now`'s month, in China time (0: the same month). */
function monthsBetween(date: Date, now: Date): number {
  const index = (time: Date) => {
    const china = new Date(time.getTime() + 8 * 3600 * 1000);
    return china.getUTCFullYear() * 12 + china.getUTCMonth();
  };
  return Math.max(0, index(now) - index(date));
}

/** A small stable number from a phone and a salt, for varied but repeatable demo figures. */
function spread(phone: string, salt: number, range: number): number {
  let hash = salt * 31;
  for (const character of phone) {
    hash = (hash * 33 + character.charCodeAt(0)) % 1_000_003;
  }
  return hash % range;
}

const packageById = new Map(demoPackages.map((item) => [item.id, item]));

/**
 * This month's out-of-package charges: data fee in fen (auto daily packs included), voice minutes,
 * messages. The current month's bill charges exactly these (`buildDemoBillItems`).
 */
export const demoUsageOverage = [
  { phone: '17012340001', dataFeeFen: 450, voiceMinutes: 12, smsCount: 3 },
  { phone: '17012340002', dataFeeFen: 0, voiceMinutes: 0, smsCount: 0 },
  { phone: '17012340003', dataFeeFen: 250, voiceMinutes: 35, smsCount: 8 },
];

interface DemoUsage {
  phone: string;
  usageKind: 'data' | 'voice' | 'sms';
  title: string;
  packageName: string;
  feeFen: number;
  totalAmount: number;
  usedAmount: number;
  isAutoDayPack?: boolean;
  autoDayPackCount?: number;
  sortOrder: number;
}

/** The package's allowances for every number, plus packs for a few. */
export const demoUsageItems: DemoUsage[] = [
  ...demoSubscribers.flatMap((subscriber) => {
    const pack = packageById.get(subscriber.packageId);
    if (!pack) {
      return [];
    }
    const share = (salt: number) => 0.2 + spread(subscriber.phone, salt, 70) / 100;
    const base = { phone: subscriber.phone, packageName: pack.name, feeFen: pack.monthlyFeeFen };
    return [
      pack.dataMb > 0
        ? { ...base, usageKind: 'data' as const, title: '国内通用流量', totalAmount: pack.dataMb, usedAmount: Math.round(pack.dataMb * share(1)), sortOrder: 1 }
        : null,
      pack.voiceMinutes > 0
        ? {
            ...base,
            usageKind: 'voice' as const,
            title: '国内语音通话',
            totalAmount: pack.voiceMinutes,
            usedAmount: Math.round(pack.voiceMinutes * share(2)),
            sortOrder: 1,
          }
        : null,
      pack.smsCount > 0
        ? { ...base, usageKind: 'sms' as const, title: '国内短信', totalAmount: pack.smsCount, usedAmount: Math.round(pack.smsCount * share(3)), sortOrder: 1 }
        : null,
    ].filter((item) => item !== null);
  }),
  // 张伟 (标准卡A): data used up, three automatic daily packs, a hidden zero-fee pack, voice used up.
  {
    phone: '17012340001',
    usageKind: 'data',
    title: '国内定向流量',
    packageName: '标准卡A套餐',
    feeFen: 1900,
    totalAmount: 2048,
    usedAmount: 512,
    sortOrder: 2,
  },
  {
    phone: '17012340001',
    usageKind: 'data',
    title: '1元500M自动续订日包',
    packageName: '自动续订日包',
    feeFen: 100,
    totalAmount: 1500,
    usedAmount: 1320,
    isAutoDayPack: true,
    autoDayPackCount: 3,
    sortOrder: 3,
  },
  { phone: '17012340001', usageKind: 'data', title: '0元1M按天', packageName: '基础功能包', feeFen: 0, totalAmount: 1, usedAmount: 1, sortOrder: 4 },
  { phone: '17012340001', usageKind: 'voice', title: '亲情号通话', packageName: '标准卡A套餐', feeFen: 1900, totalAmount: 60, usedAmount: 60, sortOrder: 2 },
  // 刘洋 (大王卡): a 15-yuan 600M monthly pack and the hidden 0.15-yuan pack.
  { phone: '17012340004', usageKind: 'data', title: '600M月包', packageName: '600M月包', feeFen: 1500, totalAmount: 600, usedAmount: 150, sortOrder: 2 },
  { phone: '17012340004', usageKind: 'data', title: '0.15元流量包', packageName: '0.15元流量包', feeFen: 15, totalAmount: 1, usedAmount: 0, sortOrder: 3 },
];

/**
 * Usage beyond the package is billed only once its allowance is used up: the package's bar of
 * each kind with an overage stands at 100 % (张伟's data, voice and messages; 王芳's too).
 */
for (const item of demoUsageItems) {
  const overage = demoUsageOverage.find((row) => row.phone === item.phone);
  const isOver = { data: (overage?.dataFeeFen ?? 0) > 0, voice: (overage?.voiceMinutes ?? 0) > 0, sms: (overage?.smsCount ?? 0) > 0 }[item.usageKind];
  if (isOver && item.sortOrder === 1) {
    item.usedAmount = item.totalAmount;
  }
}

export const demoSubscribedServices = demoSubscribers.flatMap((subscriber) => {
  const pack = packageById.get(subscriber.packageId);
  const joined = subscriber.joinedAt;
  const rows = [
    { phone: subscriber.phone, serviceType: 0, packageName: pack?.name ?? '基础套餐', status: 1, effectTime: joined, overTime: null, orderTime: joined },
  ];
  if (subscriber.phone !== '17012340001') {
    return rows;
  }
  // 张伟 has every kind and state, and more value-added services than one page (6).
  return [
    ...rows,
    {
      phone: subscriber.phone,
      serviceType: 0,
      packageName: '畅享流量29元套餐',
      status: -1,
      effectTime: daysBeforeNow(900),
      overTime: daysBeforeNow(400),
      orderTime: daysBeforeNow(905),
    },
    {
      phone: subscriber.phone,
      serviceType: 0,
      packageName: '标准卡E套餐',
      status: 0,
      effectTime: daysBeforeNow(-20),
      overTime: null,
      orderTime: daysBeforeNow(2),
    },
    {
      phone: subscriber.phone,
      serviceType: 1,
      packageName: '1元500M自动续订日包',
      status: 1,
      effectTime: daysBeforeNow(30),
      overTime: null,
      orderTime: daysBeforeNow(30),
    },
    {
      phone: subscriber.phone,
      serviceType: 1,
      packageName: '2GB月包',
      status: -1,
      effectTime: daysBeforeNow(60),
      overTime: daysBeforeNow(31),
      orderTime: daysBeforeNow(60),
    },
    ...['来电显示', '炫铃', '彩铃', '手机报', '视频会员', '云盘', '流量提醒', '天气预报'].map((name, index) => ({
      phone: subscriber.phone,
      serviceType: 2,
      packageName: name,
      status: index % 3 === 2 ? -1 : index === 1 ? 0 : 1,
      // The pending one takes effect next month.
      effectTime: index === 1 ? daysBeforeNow(-10) : daysBeforeNow(200 - index * 10),
      overTime: index % 3 === 2 ? daysBeforeNow(20) : null,
      orderTime: daysBeforeNow(200 - index * 10),
    })),
  ];
});

/** Past top-ups with every status (0 unpaid … 4 refunded). */
export const demoRechargeOrders = [
  {
    outTradeNo: 'RDEMO0001',
    phone: '17012340001',
    productKind: 'call' as const,
    productId: 'CALL_50',
    productName: '50元',
    amountFen: 5000,
    status: 2,
    createdAt: daysBeforeNow(40),
    paidAt: daysBeforeNow(40),
  },
  {
    outTradeNo: 'RDEMO0002',
    phone: '17012340001',
    productKind: 'dayFlow' as const,
    productId: 'DAY_2G',
    productName: '2GB日包',
    amountFen: 300,
    status: 2,
    packStatus: 'opened' as const,
    createdAt: daysBeforeNow(33),
    paidAt: daysBeforeNow(33),
  },
  {
    outTradeNo: 'RDEMO0003',
    phone: '17012340001',
    productKind: 'call' as const,
    productId: 'CALL_20',
    productName: '20元',
    amountFen: 2000,
    status: 0,
    createdAt: daysBeforeNow(20),
    paidAt: null,
  },
  {
    outTradeNo: 'RDEMO0004',
    phone: '17012340001',
    productKind: 'call' as const,
    productId: 'CALL_30',
    productName: '30元',
    amountFen: 3000,
    status: 3,
    createdAt: daysBeforeNow(12),
    paidAt: daysBeforeNow(12),
  },
  {
    outTradeNo: 'RDEMO0005',
    phone: '17012340001',
    productKind: 'call' as const,
    productId: 'CALL_10',
    productName: '10元',
    amountFen: 1000,
    status: 4,
    createdAt: daysBeforeNow(8),
    paidAt: daysBeforeNow(8),
    refundId: 'RFDEMO0005',
    refundedAt: daysBeforeNow(7),
  },
  {
    outTradeNo: 'RDEMO0006',
    phone: '17012340001',
    productKind: 'call' as const,
    productId: 'CALL_100',
    productName: '100元',
    amountFen: 10000,
    status: 1,
    createdAt: daysBeforeNow(1),
    paidAt: daysBeforeNow(1),
  },
  {
    outTradeNo: 'RDEMO0007',
    phone: '17012340003',
    productKind: 'call' as const,
    productId: 'CALL_20',
    productName: '20元',
    amountFen: 2000,
    status: 2,
    createdAt: daysBeforeNow(70),
    paidAt: daysBeforeNow(70),
  },
  // A few top-ups of most other numbers; 陈静 (17112340006) and 林晓 (new this month) have none.
  // Flow packs are paid from the balance, so each shows on its month's bill as 流量包费.
  {
    outTradeNo: 'RDEMO0008',
    phone: '17012340003',
    productKind: 'call' as const,
    productId: 'CALL_10',
    productName: '10元',
    amountFen: 1000,
    status: 2,
    createdAt: daysBeforeNow(100),
    paidAt: daysBeforeNow(100),
  },
  {
    outTradeNo: 'RDEMO0009',
    phone: '17012340003',
    productKind: 'call' as const,
    productId: 'CALL_50',
    productName: '50元',
    amountFen: 5000,
    status: 0,
    createdAt: daysBeforeNow(2),
    paidAt: null,
  },
  {
    outTradeNo: 'RDEMO0010',
    phone: '17012340002',
    productKind: 'call' as const,
    productId: 'CALL_50',
    productName: '50元',
    amountFen: 5000,
    status: 2,
    createdAt: daysBeforeNow(60),
    paidAt: daysBeforeNow(60),
  },
  {
    outTradeNo: 'RDEMO0011',
    phone: '17012340002',
    productKind: 'monthFlow' as const,
    productId: 'MONTH_2G',
    productName: '2GB月包',
    amountFen: 2000,
    status: 2,
    packStatus: 'opened' as const,
    createdAt: daysBeforeNow(45),
    paidAt: daysBeforeNow(45),
  },
  {
    outTradeNo: 'RDEMO0012',
    phone: '17012340002',
    productKind: 'call' as const,
    productId: 'CALL_30',
    productName: '30元',
    amountFen: 3000,
    status: 0,
    createdAt: daysBeforeNow(3),
    paidAt: null,
  },
  {
    outTradeNo: 'RDEMO0013',
    phone: '17012340004',
    productKind: 'call' as const,
    productId: 'CALL_20',
    productName: '20元',
    amountFen: 2000,
    status: 2,
    createdAt: daysBeforeNow(50),
    paidAt: daysBeforeNow(50),
  },
  // The 600M monthly pack in 刘洋's usage this month.
  {
    outTradeNo: 'RDEMO0014',
    phone: '17012340004',
    productKind: 'monthFlow' as const,
    productId: 'MONTH_600M',
    productName: '600M月包',
    amountFen: 1500,
    status: 2,
    packStatus: 'opened' as const,
    createdAt: earlyThisMonth(),
    paidAt: earlyThisMonth(),
  },
  {
    outTradeNo: 'RDEMO0015',
    phone: '17012340005',
    productKind: 'call' as const,
    productId: 'CALL_100',
    productName: '100元',
    amountFen: 10000,
    status: 2,
    createdAt: daysBeforeNow(120),
    paidAt: daysBeforeNow(120),
  },
  {
    outTradeNo: 'RDEMO0016',
    phone: '17012340005',
    productKind: 'dayFlow' as const,
    productId: 'DAY_2G',
    productName: '2GB日包',
    amountFen: 300,
    status: 2,
    packStatus: 'opened' as const,
    createdAt: daysBeforeNow(40),
    paidAt: daysBeforeNow(40),
  },
  {
    outTradeNo: 'RDEMO0017',
    phone: '17012340007',
    productKind: 'call' as const,
    productId: 'CALL_50',
    productName: '50元',
    amountFen: 5000,
    status: 2,
    createdAt: daysBeforeNow(200),
    paidAt: daysBeforeNow(200),
  },
  {
    outTradeNo: 'RDEMO0018',
    phone: '17012340007',
    productKind: 'call' as const,
    productId: 'CALL_20',
    productName: '20元',
    amountFen: 2000,
    status: 0,
    createdAt: daysBeforeNow(10),
    paidAt: null,
  },
  {
    outTradeNo: 'RDEMO0019',
    phone: '17012340008',
    productKind: 'call' as const,
    productId: 'CALL_30',
    productName: '30元',
    amountFen: 3000,
    status: 2,
    createdAt: daysBeforeNow(90),
    paidAt: daysBeforeNow(90),
  },
  {
    outTradeNo: 'RDEMO0020',
    phone: '17012340008',
    productKind: 'dayFlow' as const,
    productId: 'DAY_5G',
    productName: '5GB日包',
    amountFen: 500,
    status: 2,
    packStatus: 'opened' as const,
    createdAt: daysBeforeNow(36),
    paidAt: daysBeforeNow(36),
  },
  {
    outTradeNo: 'RDEMO0021',
    phone: '17012340009',
    productKind: 'call' as const,
    productId: 'CALL_10',
    productName: '10元',
    amountFen: 1000,
    status: 0,
    createdAt: daysBeforeNow(5),
    paidAt: null,
  },
  {
    outTradeNo: 'RDEMO0022',
    phone: '17112340010',
    productKind: 'call' as const,
    productId: 'CALL_20',
    productName: '20元',
    amountFen: 2000,
    status: 2,
    createdAt: daysBeforeNow(75),
    paidAt: daysBeforeNow(75),
  },
];

const FEN_PER_SMS = 10;

/**
 * Monthly bills as their items, from each number's join month to now (at most 24 closed months).
 * This month's bill is what the other pages show: the package fee (waived in a free first month),
 * the out-of-package usage of /setMeal (`demoUsageOverage`) at the package's rates, the caller
 * services' fees, and the packs bought on top of the package. Closed months vary the usage part
 * by number and month, and add the flow packs paid from the balance that month.
 */
export function buildDemoBillItems(now: Date = new Date()) {
  const voiceRateOf = new Map(demoPackageTariffs.map((item) => [item.packageId, item.voiceOutFenPerMinute]));
  return demoSubscribers.flatMap((subscriber) => {
    const pack = packageById.get(subscriber.packageId);
    const joinMonthsBack = Math.min(24, monthsBetween(subscriber.joinedAt, now));
    const isFirstMonthFree = demoSubscriberList.find((item) => item.phone === subscriber.phone)?.isFirstMonthFree ?? false;
    const overage = demoUsageOverage.find((item) => item.phone === subscriber.phone);
    return Array.from({ length: joinMonthsBack + 1 }, (_, monthsBack) => {
      const billMonth = formatChinaMonth(now, monthsBack);
      const salt = monthsBack + 1;
      const isCurrent = monthsBack === 0;
      const amounts: [BillItemName, number][] = [
        [BillItem.PACKAGE_FEE, isFirstMonthFree && monthsBack === joinMonthsBack ? 0 : (pack?.monthlyFeeFen ?? 0)],
        [BillItem.VOICE, isCurrent ? (overage?.voiceMinutes ?? 0) * (voiceRateOf.get(subscriber.packageId) ?? 0) : spread(subscriber.phone, salt, 12) * 50],
        [BillItem.DATA, isCurrent ? (overage?.dataFeeFen ?? 0) : spread(subscriber.phone, salt + 7, 9) * 100],
        [BillItem.SMS, isCurrent ? (overage?.smsCount ?? 0) * FEN_PER_SMS : spread(subscriber.phone, salt + 13, 6) * 10],
        [
          BillItem.VALUE_ADDED,
          demoCallerSubscriptions
            .filter((item) => item.phone === subscriber.phone && item.orderedMonthsAgo >= monthsBack)
            .reduce((sum, item) => sum + (demoCallerPackages.find((caller) => caller.id === item.packageId)?.monthlyFeeFen ?? 0), 0),
        ],
        [
          BillItem.FLOW_PACK,
          isCurrent
            ? demoUsageItems
                .filter((item) => item.phone === subscriber.phone && item.packageName !== pack?.name && !item.isAutoDayPack)
                .reduce((sum, item) => sum + item.feeFen, 0)
            : demoRechargeOrders
                .filter((order) => order.phone === subscriber.phone && order.packStatus === 'opened' && formatChinaMonth(order.createdAt) === billMonth)
                .reduce((sum, order) => sum + order.amountFen, 0),
        ],
      ];
      return amounts
        .filter(([, amountFen]) => amountFen > 0)
        .map(([itemName, amountFen]) => ({ phone: subscriber.phone, billMonth, itemName, amountFen, sortOrder: billItemSortOrder(itemName) }));
    }).flat();
  });
}

/** Card-opening applications under 张伟's identity (110105199003071234). */
export const demoOpeningApplications = [
  {
    customerName: '张伟',
    idNumber: '110105199003071234',
    applyEvent: '新装开户',
    prodOfferId: '1354122',
    prodOfferName: '标准卡E套餐',
    serviceId: '17012340005',
    status: 'passed' as const,
    auditRemark: '资料齐全，审核通过',
    ifValid: 1,
    createdAt: daysBeforeNow(270),
  },
  {
    customerName: '张伟',
    idNumber: '110105199003071234',
    applyEvent: '补换卡',
    prodOfferId: '1354022',
    prodOfferName: '标准卡A套餐',
    serviceId: '17012340001',
    status: 'pending' as const,
    auditRemark: '',
    ifValid: 1,
    createdAt: daysBeforeNow(3),
  },
  {
    customerName: '张伟',
    idNumber: '110105199003071234',
    applyEvent: '新装开户',
    prodOfferId: '1354262',
    prodOfferName: '畅享流量29元套餐',
    serviceId: '17012349901',
    status: 'failed' as const,
    auditRemark: '身份证照片不清晰，请重新提交',
    ifValid: 0,
    createdAt: daysBeforeNow(30),
  },
  {
    customerName: '张伟',
    idNumber: '110105199003071234',
    applyEvent: '号码注销',
    prodOfferId: '1354283',
    prodOfferName: '畅享流量59元套餐',
    serviceId: '17012349902',
    status: 'passed' as const,
    auditRemark: '已完成销户',
    ifValid: 0,
    createdAt: daysBeforeNow(120),
  },
];

/** Orders of 张伟's number: one per review state in the last three months, one older. */
export const demoServiceOrders = [
  {
    oid: 'OD20001',
    phone: '17012340001',
    name: '套餐变更',
    checkStatus: '待审核' as const,
    summary: '标准卡A套餐 → 标准卡E套餐（次月生效）',
    createdAt: daysBeforeNow(2),
    details: [
      { title: '业务名称', content: '套餐变更' },
      { title: '原套餐', content: '标准卡A套餐' },
      { title: '新套餐', content: '标准卡E套餐' },
      { title: '生效方式', content: '次月1日生效' },
    ],
    tips: '审核结果将以短信通知，请留意。',
  },
  {
    oid: 'OD20002',
    phone: '17012340001',
    name: '补换卡',
    checkStatus: '审核通过' as const,
    summary: '补卡寄送至 北京市朝阳区',
    createdAt: daysBeforeNow(25),
    details: [
      { title: '业务名称', content: '补换卡' },
      { title: '收货人', content: '张*' },
      { title: '收货地址', content: '北京市朝阳区****' },
      { title: '物流单号', content: 'SF1234567890' },
    ],
    tips: '收到新卡后插入手机即可使用，原卡自动失效。',
  },
  {
    oid: 'OD20003',
    phone: '17012340001',
    name: '国际漫游开通',
    checkStatus: '审核未通过' as const,
    summary: '国际及港澳台漫游',
    createdAt: daysBeforeNow(45),
    details: [
      { title: '业务名称', content: '国际漫游开通' },
      { title: '未通过原因', content: '入网时间不足，暂不支持开通' },
    ],
    tips: '如有疑问请拨打客服热线。',
  },
  {
    oid: 'OD20004',
    phone: '17012340001',
    name: '靓号预约',
    checkStatus: '订单已失效' as const,
    summary: '预约号码 170****8888',
    createdAt: daysBeforeNow(60),
    details: [
      { title: '业务名称', content: '靓号预约' },
      { title: '失效原因', content: '超过48小时未支付' },
    ],
    tips: '',
  },
  {
    oid: 'OD10001',
    phone: '17012340001',
    name: '来电提醒开通',
    checkStatus: '审核通过' as const,
    summary: '来电提醒',
    createdAt: daysBeforeNow(200),
    details: [{ title: '业务名称', content: '来电提醒开通' }],
    tips: '',
  },
];

/** 周杰 (17012340009) has not recorded the promise video yet: his card lookup answers -106. */
export const demoPromiseVideoPhones = ['17012340009'];
/** Rates of the demo packages beyond what they include (package details page), as their rules text says. */
export const demoPackageTariffs = [
  { packageId: 'PKG_STD_A', voiceOutFenPerMinute: 15, callerDisplayFeeFen: 0 },
  { packageId: 'PKG_STD_E', voiceOutFenPerMinute: 15, callerDisplayFeeFen: 0 },
  { packageId: 'PKG_FLOW_29', voiceOutFenPerMinute: 15, callerDisplayFeeFen: 0 },
  { packageId: 'PKG_FLOW_59', voiceOutFenPerMinute: 15, callerDisplayFeeFen: 0 },
  { packageId: 'PKG_KING_19', voiceOutFenPerMinute: 15, callerDisplayFeeFen: 600 },
  { packageId: 'PKG_KING_39', voiceOutFenPerMinute: 15, callerDisplayFeeFen: 0 },
  { packageId: 'PKG_IOT_8', voiceOutFenPerMinute: 15, callerDisplayFeeFen: 0 },
  { packageId: 'PKG_IOT_18', voiceOutFenPerMinute: 15, callerDisplayFeeFen: 0 },
];

/** 王芳 has already ordered the SMS do-not-disturb service and registered a few things. */
export const demoSmsRegistrations = [{ phone: '17012340003', orderedMonthsAgo: 2, categoryCodes: ['01', '04'], rejectedNumbers: ['10690000123', '95500111'] }];

export const demoPartnerDealer = { id: 'D3001', mainId: 'DM300', name: '合作渠道直营店', fundPoolFen: 300_000 };
export const demoPartnerAgent = { workNo: 'P30001', name: '合作渠道', mobile: '13800003001', dealerId: 'D3001', channel: '合作渠道直营店', defaultSaleKind: 1 };

/** 1 WeChat Pay, 2 fund pool. */
export const demoDealerPayKinds: Record<string, 1 | 2> = { D1001: 2, D2001: 1, D3001: 2 };

const offerHtml = (fee: number, extra: string) => `<h3>资费说明</h3><p>开户预存${fee / 100}元，${extra}</p><p>套餐当月按天折算，次月起按标准资费收取。</p>`;

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
/** Real-name supplement orders reached by a scanned link (/realNameLink?id=…). */
export const demoRealNameOrders = [
  { id: 'RN202611220001', phone: '17012340004' },
  { id: 'RN202611220002', phone: '17012340008' },
  { id: 'RN202611220003', phone: '17012340002' },
];
