// The numbers of the built-in back office and what the query pages show of them: this month's
// usage, ordered services, bills, business orders and card-opening applications. The figures are
// deterministic per number, so every page tells the same consistent story.
import { BillItem, billItemSortOrder, type BillItemName } from '../../boss/bill-items.ts';
import { formatChinaMonth } from '../../platform/china-time.ts';
import { buildCallerDemo } from './caller.ts';
import { countMonthsBetween, findDaysBefore, findMonthsAgo } from './dates.ts';
import { buildPackageChangeDemo } from './package-change.ts';
import { buildRechargeDemo } from './recharge.ts';

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

const subscriberList: DemoSubscriber[] = [
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

/**
 * This month's out-of-package charges: data fee in fen (auto daily packs included), voice minutes,
 * messages. The current month's bill charges exactly these (`buildDemoBillItems`).
 */
const usageOverage = [
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

const FEN_PER_SMS = 10;

/** A small stable number from a phone and a salt, for varied but repeatable demo figures. */
function spread(phone: string, salt: number, range: number): number {
  let hash = salt * 31;
  for (const character of phone) {
    hash = (hash * 33 + character.charCodeAt(0)) % 1_000_003;
  }
  return hash % range;
}

type DemoPackage = ReturnType<typeof buildPackageChangeDemo>['packages'][number];
type DemoSubscriberRow = ReturnType<typeof buildSubscribers>[number];

function buildSubscribers(now: Date) {
  return subscriberList.map(({ joinedMonthsAgo, points, isFirstMonthFree: _isFirstMonthFree, ...subscriber }) => ({
    ...subscriber,
    idLast6: subscriber.idNumber.slice(-6),
    joinedAt: findMonthsAgo(now, joinedMonthsAgo),
    iccid: `898601${subscriber.phone.slice(-9)}0000`.slice(0, 19) + '0',
    points,
  }));
}

/** The package's allowances for every number, plus packs for a few. */
function buildUsageItems(subscribers: DemoSubscriberRow[], packageById: Map<string, DemoPackage>): DemoUsage[] {
  const usageItems: DemoUsage[] = [
    ...subscribers.flatMap((subscriber) => {
      const pack = packageById.get(subscriber.packageId);
      if (!pack) {
        return [];
      }
      const share = (salt: number) => 0.2 + spread(subscriber.phone, salt, 70) / 100;
      const base = { phone: subscriber.phone, packageName: pack.name, feeFen: pack.monthlyFeeFen };
      return [
        pack.dataMb > 0
          ? {
              ...base,
              usageKind: 'data' as const,
              title: '国内通用流量',
              totalAmount: pack.dataMb,
              usedAmount: Math.round(pack.dataMb * share(1)),
              sortOrder: 1,
            }
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
          ? {
              ...base,
              usageKind: 'sms' as const,
              title: '国内短信',
              totalAmount: pack.smsCount,
              usedAmount: Math.round(pack.smsCount * share(3)),
              sortOrder: 1,
            }
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
  // Usage beyond the package is billed only once its allowance is used up: the package's bar of
  // each kind with an overage stands at 100 % (张伟's data, voice and messages; 王芳's too).
  for (const item of usageItems) {
    const overage = usageOverage.find((row) => row.phone === item.phone);
    const isOver = { data: (overage?.dataFeeFen ?? 0) > 0, voice: (overage?.voiceMinutes ?? 0) > 0, sms: (overage?.smsCount ?? 0) > 0 }[item.usageKind];
    if (isOver && item.sortOrder === 1) {
      item.usedAmount = item.totalAmount;
    }
  }
  return usageItems;
}

function buildSubscribedServices(now: Date, subscribers: DemoSubscriberRow[], packageById: Map<string, DemoPackage>) {
  return subscribers.flatMap((subscriber) => {
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
        effectTime: findDaysBefore(now, 900),
        overTime: findDaysBefore(now, 400),
        orderTime: findDaysBefore(now, 905),
      },
      {
        phone: subscriber.phone,
        serviceType: 0,
        packageName: '标准卡E套餐',
        status: 0,
        effectTime: findDaysBefore(now, -20),
        overTime: null,
        orderTime: findDaysBefore(now, 2),
      },
      {
        phone: subscriber.phone,
        serviceType: 1,
        packageName: '1元500M自动续订日包',
        status: 1,
        effectTime: findDaysBefore(now, 30),
        overTime: null,
        orderTime: findDaysBefore(now, 30),
      },
      {
        phone: subscriber.phone,
        serviceType: 1,
        packageName: '2GB月包',
        status: -1,
        effectTime: findDaysBefore(now, 60),
        overTime: findDaysBefore(now, 31),
        orderTime: findDaysBefore(now, 60),
      },
      ...['来电显示', '炫铃', '彩铃', '手机报', '视频会员', '云盘', '流量提醒', '天气预报'].map((name, index) => ({
        phone: subscriber.phone,
        serviceType: 2,
        packageName: name,
        status: index % 3 === 2 ? -1 : index === 1 ? 0 : 1,
        // The pending one takes effect next month.
        effectTime: index === 1 ? findDaysBefore(now, -10) : findDaysBefore(now, 200 - index * 10),
        overTime: index % 3 === 2 ? findDaysBefore(now, 20) : null,
        orderTime: findDaysBefore(now, 200 - index * 10),
      })),
    ];
  });
}

/**
 * Monthly bills as their items, from each number's join month to now (at most 24 closed months).
 * This month's bill is what the other pages show: the package fee (waived in a free first month),
 * the out-of-package usage of /setMeal (`usageOverage`) at the package's rates, the caller
 * services' fees, and the packs bought on top of the package. Closed months vary the usage part
 * by number and month, and add the flow packs paid from the balance that month.
 */
function buildBillItems(now: Date, subscribers: DemoSubscriberRow[], packageById: Map<string, DemoPackage>, usageItems: DemoUsage[]) {
  const { packageTariffs } = buildPackageChangeDemo();
  const { callerPackages, callerSubscriptions } = buildCallerDemo(now);
  const { rechargeOrders } = buildRechargeDemo(now);
  const voiceRateOf = new Map(packageTariffs.map((item) => [item.packageId, item.voiceOutFenPerMinute]));
  return subscribers.flatMap((subscriber) => {
    const pack = packageById.get(subscriber.packageId);
    const joinMonthsBack = Math.min(24, countMonthsBetween(subscriber.joinedAt, now));
    const isFirstMonthFree = subscriberList.find((item) => item.phone === subscriber.phone)?.isFirstMonthFree ?? false;
    const overage = usageOverage.find((item) => item.phone === subscriber.phone);
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
          callerSubscriptions
            .filter((item) => item.phone === subscriber.phone && item.orderedMonthsAgo >= monthsBack)
            .reduce((sum, item) => sum + (callerPackages.find((caller) => caller.id === item.packageId)?.monthlyFeeFen ?? 0), 0),
        ],
        [
          BillItem.FLOW_PACK,
          isCurrent
            ? usageItems
                .filter((item) => item.phone === subscriber.phone && item.packageName !== pack?.name && !item.isAutoDayPack)
                .reduce((sum, item) => sum + item.feeFen, 0)
            : rechargeOrders
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

export function buildQueriesDemo(now: Date) {
  const packageById = new Map(buildPackageChangeDemo().packages.map((item) => [item.id, item]));
  const subscribers = buildSubscribers(now);
  const usageItems = buildUsageItems(subscribers, packageById);
  return {
    subscribers,
    usageItems,
    usageOverage,
    subscribedServices: buildSubscribedServices(now, subscribers, packageById),
    billItems: buildBillItems(now, subscribers, packageById, usageItems),
  };
}
