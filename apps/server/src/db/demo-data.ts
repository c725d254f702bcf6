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
  { id: 'PP_FLOW_1G', name: '1GB国内流量包', description: '当月有效，兑换后24小时内到账', pointsCost: 100, valueFen: 1000, stock: 500, coverUrl: drawTile('1GB流量', '#4facfe', '#00f2fe'), sortOrder: 1 },
  { id: 'PP_CALL_5', name: '5元话费券', description: '兑换后直接充入当前绑定号码', pointsCost: 300, valueFen: 500, stock: 300, coverUrl: drawTile('5元话费', '#f6d365', '#fda085'), sortOrder: 2 },
  { id: 'PP_VOICE_60', name: '60分钟国内语音包', description: '当月有效', pointsCost: 200, valueFen: 600, stock: 200, coverUrl: drawTile('60分钟', '#a18cd1', '#fbc2eb'), sortOrder: 3 },
  { id: 'PP_VIDEO_VIP', name: '视频会员月卡', description: '兑换码以短信形式发送', pointsCost: 1500, valueFen: 2500, stock: 50, coverUrl: drawTile('视频会员', '#f093fb', '#f5576c'), sortOrder: 4 },
  { id: 'PP_CALL_50', name: '50元话费券', description: '兑换后直接充入当前绑定号码', pointsCost: 5000, valueFen: 5000, stock: 0, coverUrl: drawTile('50元话费', '#fa709a', '#fee140'), sortOrder: 5 },
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
  { placement: 'board' as const, title: '您的建议我们用心倾听', imageUrl: drawTile('投诉建议 用心倾听', '#667eea', '#764ba2'), linkUrl: '/activityDetails?id=1', sortOrder: 1 },
  { placement: 'board' as const, title: '服务质量提升计划', imageUrl: drawTile('服务质量提升计划', '#30cfd0', '#330867'), linkUrl: '/activityDetails?id=2', sortOrder: 2 },
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
  { name: '天河体育中心营业厅', address: '广州市天河区天河路208号', phone: '020-38880001', hours: '9:00-21:00', province: '广东省', city: '广州市', county: '天河区' },
  { name: '天河珠江新城营业厅', address: '广州市天河区花城大道85号', phone: '020-38880002', hours: '9:00-20:00', province: '广东省', city: '广州市', county: '天河区' },
  { name: '越秀北京路营业厅', address: '广州市越秀区北京路199号', phone: '020-83330001', hours: '9:00-21:00', province: '广东省', city: '广州市', county: '越秀区' },
  { name: '朝阳三里屯营业厅', address: '北京市朝阳区三里屯路19号', phone: '010-65550001', hours: '9:00-21:00', province: '北京市', city: '北京市', county: '朝阳区' },
  { name: '海淀中关村营业厅', address: '北京市海淀区中关村大街27号', phone: '010-62220001', hours: '9:00-20:00', province: '北京市', city: '北京市', county: '海淀区' },
  { name: '浦东陆家嘴营业厅', address: '上海市浦东新区世纪大道100号', phone: '021-58880001', hours: '9:00-21:00', province: '上海市', city: '上海市', county: '浦东新区' },
  { name: '武侯区人民南路营业厅', address: '成都市武侯区人民南路四段1号', phone: '028-85550001', hours: '9:00-20:30', province: '四川省', city: '成都市', county: '武侯区' },
].map((store, index) => ({ ...store, sortOrder: index }));
