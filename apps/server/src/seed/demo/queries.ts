// The numbers of the built-in back office and what the query pages show of them: this month's
// usage, ordered services, bills, business orders and card-opening applications. The figures are
// deterministic per number, so every page tells the same consistent story.
import { BillItem, billItemSortOrder, type BillItemName } from '../../boss/bill-items.ts';
import { addUpDays } from '../../boss/rated-month.ts';
import { rateMonth } from '../../boss/rating.ts';
import type { UsageEvent } from '../../boss/usage-boss.ts';
import { chinaMonthBounds, formatChinaDate, formatChinaMonth } from '@hall/contract/china-time';
import { buildCallerDemo } from './caller.ts';
import { countMonthsBetween, findDaysBefore, findEarlyThisMonth, findMonthsAgo } from './dates.ts';
import { buildPackageChangeDemo } from './package-change.ts';
import { buildRechargeDemo } from './recharge.ts';

interface DemoSubscriber {
  phone: string;
  ownerName: string;
  idNumber: string;
  status: 'normal' | 'owing' | 'arrearsSuspended';
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
    status: 'arrearsSuspended',
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
 * This month's usage beyond the package, fed through the usage feed like a network's: data beyond
 * the package in MB (taken by the auto-renewing daily packs), minutes and messages beyond it.
 * Everyone else stays within the package.
 */
const usageBeyondPackage = [
  // 张伟 (标准卡A): 1320 MB beyond the package today, so three daily packs; minutes and messages over.
  { phone: '17012340001', dataMb: 1320, voiceMinutes: 12, smsCount: 3 },
  { phone: '17012340003', dataMb: 700, voiceMinutes: 35, smsCount: 8 },
];

/** A flow pack bought this month, as the pack rows orderFlowPack writes. */
interface DemoPack {
  phone: string;
  usageKind: 'data';
  title: string;
  packageName: string;
  feeFen: number;
  totalAmount: number;
  sortOrder: number;
  createdAt: Date;
}

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

/** Packs bought early this month: 张伟's hidden zero-fee pack; 刘洋's 600M monthly pack and the hidden 0.15-yuan pack. */
function buildPacks(now: Date): DemoPack[] {
  const bought = { usageKind: 'data' as const, createdAt: findEarlyThisMonth(now) };
  return [
    { ...bought, phone: '17012340001', title: '0元1M按天', packageName: '基础功能包', feeFen: 0, totalAmount: 1, sortOrder: 4 },
    { ...bought, phone: '17012340004', title: '600M月包', packageName: '600M月包', feeFen: 1500, totalAmount: 600, sortOrder: 2 },
    { ...bought, phone: '17012340004', title: '0.15元流量包', packageName: '0.15元流量包', feeFen: 15, totalAmount: 1, sortOrder: 3 },
  ];
}

/**
 * This month's calls, messages and data sessions of each number, spread from the start of the month
 * to now: a share of each allowance, or all of it and what `usageBeyondPackage` adds (the data
 * beyond it in the last session, so it falls on one day).
 */
function buildUsageEvents(now: Date, subscribers: DemoSubscriberRow[], packageById: Map<string, DemoPackage>, packs: DemoPack[]): UsageEvent[] {
  const monthStart = chinaMonthBounds(formatChinaMonth(now)).start;
  const span = Math.max(0, now.getTime() - 60_000 - monthStart.getTime());
  return subscribers.flatMap((subscriber) => {
    const pack = packageById.get(subscriber.packageId);
    if (!pack) {
      return [];
    }
    const beyond = usageBeyondPackage.find((item) => item.phone === subscriber.phone);
    const used = (total: number, salt: number) => (beyond ? total : Math.round(total * (0.2 + spread(subscriber.phone, salt, 70) / 100)));
    const packMb = packs.filter((item) => item.phone === subscriber.phone).reduce((sum, item) => sum + item.totalAmount, 0);
    const dataMb = used(pack.dataMb, 1);
    const minutes = used(pack.voiceMinutes, 2) + (beyond?.voiceMinutes ?? 0);
    const messages = used(pack.smsCount, 3) + (beyond?.smsCount ?? 0);
    const sessions = [Math.floor(dataMb / 2), dataMb - Math.floor(dataMb / 2), beyond ? packMb + beyond.dataMb : 0].filter((megabytes) => megabytes > 0);
    // The operator's own apps, within the directed allowance (a quarter to nine tenths of it).
    const directedMb = Math.round(pack.directedDataMb * (0.2 + spread(subscriber.phone, 4, 70) / 100));
    const calls = [Math.floor(minutes / 2), minutes - Math.floor(minutes / 2)].filter((value) => value > 0);
    const texts = [Math.floor(messages / 2), messages - Math.floor(messages / 2)].filter((value) => value > 0);
    const count = sessions.length + calls.length + texts.length + (directedMb > 0 ? 3 : 2);
    let index = 0;
    const at = () => new Date(monthStart.getTime() + Math.floor((span * ++index) / count));
    const base = (kind: string) => ({ eventId: `demo:${subscriber.phone}:${kind}:${index + 1}`, phone: subscriber.phone });
    return [
      ...calls.map((minutesOfCall): UsageEvent => ({
        ...base('call'),
        occurredAt: at(),
        kind: 'voice_out',
        otherParty: '13800138000',
        seconds: minutesOfCall * 60 - 5,
      })),
      { ...base('call-in'), occurredAt: at(), kind: 'voice_in', otherParty: '13900139000', seconds: 95 },
      ...texts.map((countOfTexts): UsageEvent => ({ ...base('sms'), occurredAt: at(), kind: 'sms_out', otherParty: '13800138000', count: countOfTexts })),
      { ...base('sms-in'), occurredAt: at(), kind: 'sms_in', otherParty: '10010', count: 1 },
      ...sessions.map((megabytes): UsageEvent => ({ ...base('data'), occurredAt: at(), kind: 'data', pool: 'general', megabytes })),
      ...(directedMb > 0 ? [{ ...base('directed'), occurredAt: at(), kind: 'data' as const, pool: 'directed' as const, megabytes: directedMb }] : []),
    ];
  });
}

/** What the usage feed charges each number for this month's usage, by the same rating. */
function rateDemoUsage(phone: string, pack: DemoPackage | undefined, packs: DemoPack[], events: UsageEvent[], voiceFenPerMinute: number): number {
  const days = [...addUpDays(events.filter((event) => event.phone === phone))].map(([day, usage]) => ({ day, ...usage }));
  const month = formatChinaMonth(events[0]?.occurredAt ?? new Date());
  const lastDay = `${month.slice(0, 4)}-${month.slice(4)}-31`;
  const { fen } = rateMonth({
    allowances: { dataMb: pack?.dataMb ?? 0, directedDataMb: pack?.directedDataMb ?? 0, voiceMinutes: pack?.voiceMinutes ?? 0, smsCount: pack?.smsCount ?? 0 },
    packs: packs
      .filter((item) => item.phone === phone)
      .map((item) => ({ title: item.title, feeFen: item.feeFen, megabytes: item.totalAmount, firstDay: formatChinaDate(item.createdAt), lastDay })),
    voiceFenPerMinute,
    days,
  });
  return fen.data + fen.voice + fen.sms;
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
 * the caller * services' fees, and the packs bought on top of the package. Closed months vary the usage part
 * by number and month, and add the flow packs paid from the balance that month.
 */
function buildBillItems(now: Date, subscribers: DemoSubscriberRow[], packageById: Map<string, DemoPackage>, packs: DemoPack[]) {
  const { callerPackages, callerSubscriptions } = buildCallerDemo(now);
  const { rechargeOrders } = buildRechargeDemo(now);
  return subscribers.flatMap((subscriber) => {
    const pack = packageById.get(subscriber.packageId);
    const joinMonthsBack = Math.min(24, countMonthsBetween(subscriber.joinedAt, now));
    const isFirstMonthFree = subscriberList.find((item) => item.phone === subscriber.phone)?.isFirstMonthFree ?? false;
    return Array.from({ length: joinMonthsBack + 1 }, (_, monthsBack) => {
      const billMonth = formatChinaMonth(now, monthsBack);
      const salt = monthsBack + 1;
      const isCurrent = monthsBack === 0;
      const amounts: [BillItemName, number][] = [
        [BillItem.PACKAGE_FEE, isFirstMonthFree && monthsBack === joinMonthsBack ? 0 : (pack?.monthlyFeeFen ?? 0)],
        // This month's usage charges are added as the usage is recorded (the seed feeds it).
        [BillItem.VOICE, isCurrent ? 0 : spread(subscriber.phone, salt, 12) * 50],
        [BillItem.DATA, isCurrent ? 0 : spread(subscriber.phone, salt + 7, 9) * 100],
        [BillItem.SMS, isCurrent ? 0 : spread(subscriber.phone, salt + 13, 6) * 10],
        [
          BillItem.VALUE_ADDED,
          callerSubscriptions
            .filter((item) => item.phone === subscriber.phone && item.orderedMonthsAgo >= monthsBack)
            .reduce((sum, item) => sum + (callerPackages.find((caller) => caller.id === item.packageId)?.monthlyFeeFen ?? 0), 0),
        ],
        [
          BillItem.FLOW_PACK,
          isCurrent
            ? packs.filter((item) => item.phone === subscriber.phone).reduce((sum, item) => sum + item.feeFen, 0)
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
  const voiceRateOf = new Map(buildPackageChangeDemo().packageTariffs.map((item) => [item.packageId, item.voiceOutFenPerMinute]));
  const subscribers = buildSubscribers(now);
  const packs = buildPacks(now);
  const usageEvents = buildUsageEvents(now, subscribers, packageById, packs);
  return {
    // The demo balance is what is left after this month's usage: the feed charges it on seeding.
    subscribers: subscribers.map((subscriber) => ({
      ...subscriber,
      balanceFen:
        subscriber.balanceFen +
        rateDemoUsage(subscriber.phone, packageById.get(subscriber.packageId), packs, usageEvents, voiceRateOf.get(subscriber.packageId) ?? 15),
    })),
    packs,
    usageEvents,
    subscribedServices: buildSubscribedServices(now, subscribers, packageById),
    billItems: buildBillItems(now, subscribers, packageById, packs),
  };
}
