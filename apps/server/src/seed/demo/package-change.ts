// The package catalogue of the built-in back office: what a number can change to, and each
// package's rates beyond what it includes (the package details page), written by the console's
// catalogue functions.

/** 来电显示功能费 in fen a month, as the packages' rules say; the others include it. */
const callerDisplayFeeFenOf: Partial<Record<string, number>> = { PKG_KING_19: 600 };
/** 定向流量 in MB: the standard cards include 2 GB for the operator's own apps; the others none. */
const directedDataMbOf: Partial<Record<string, number>> = { PKG_STD_A: 2048, PKG_STD_E: 2048 };

const packages = [
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
  voiceOutFenPerMinute: 15,
  callerDisplayFeeFen: callerDisplayFeeFenOf[item.id] ?? 0,
  directedDataMb: directedDataMbOf[item.id] ?? 0,
  descriptionHtml: `<p>${item.name}：月费${item.monthlyFeeFen / 100}元，含国内通话${item.voiceMinutes}分钟、国内流量${item.dataMb / 1024}GB、短信${item.smsCount}条。</p><p>套外国内通话0.15元/分钟，短信0.1元/条。</p>`,
  isOrderable: true,
  // A ¥30 credit limit (信用额度): the demo's owing numbers stay in service, one past it is suspended.
  creditLimitFen: 3000,
}));

/** The same rates by package, as the demo bills reckon overage with them. */
const packageTariffs = packages.map(({ id, voiceOutFenPerMinute, callerDisplayFeeFen }) => ({ packageId: id, voiceOutFenPerMinute, callerDisplayFeeFen }));

export function buildPackageChangeDemo() {
  return { packages, packageTariffs };
}
