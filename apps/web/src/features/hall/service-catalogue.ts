// The services the hall's menus offer, as in the spec. Menus show an entry only when its page
// is built (see isRouteAvailable), so this list can name everything the product will have.

export interface ServiceEntry {
  title: string;
  path: string;
  description?: string;
}

export const businessQueryServices: ServiceEntry[] = [
  { title: '话费余额', path: '/balance', description: '账户余额与说明' },
  { title: '套餐余量', path: '/setMeal', description: '流量、语音、短信使用情况' },
  { title: '账单查询', path: '/bill', description: '本月账单与历史账单' },
  { title: '详单查询', path: '/callDetail', description: '近6个月通话和短信记录' },
  { title: '充值记录', path: '/record', description: '历次充值及状态' },
  { title: '已订业务', path: '/orderbusine', description: '基础套餐、流量包、增值业务' },
  { title: '号卡查询', path: '/queryCard', description: '查询本人名下号卡' },
  { title: '开卡记录', path: '/querySteps', description: '开卡申请审核进度' },
  { title: '订单查询', path: '/orderQuery', description: '近三个月订单' },
  { title: '我的积分', path: '/integral', description: '积分兑换与签到' },
  { title: '电子发票', path: '/invoiceVerify', description: '按月开具话费发票' },
];

export const businessHandleServices: ServiceEntry[] = [
  { title: '套餐变更', path: '/verification', description: '变更下月生效' },
  { title: '流量话费转赠', path: '/gift', description: '把流量或话费转赠给本网号码' },
  { title: '用量提醒', path: '/usageAlerts', description: '流量、余额、消费达到设定值时提醒' },
  { title: '自动充值', path: '/autoRecharge', description: '余额不足时通过微信委托代扣自动充值' },
  { title: '来电提醒', path: '/PackageOpen?type=1' },
  { title: '来电显示', path: '/PackageOpen?type=2' },
  { title: '呼叫转移', path: '/PackageOpen?type=3' },
  { title: '短信免打扰', path: '/WillRegister' },
  { title: '骚扰拦截', path: '/callProtection', description: '拦截骚扰、诈骗、推销来电和短信' },
  { title: '服务密码', path: '/setPassword', description: '修改或重置服务密码' },
  { title: '挂失/解挂', path: '/lossReport', description: '手机丢失时暂停号码' },
  { title: '停机保号', path: '/numberKeeping' },
  { title: 'PUK码查询', path: '/pukQuery' },
  { title: '补换卡', path: '/changeCard' },
  { title: '过户发起', path: '/transAcctS' },
  { title: '过户接收', path: '/transAcctT' },
  { title: '实名补录', path: '/PersonageRealName' },
  { title: '账号绑定', path: '/AccountBind', description: '无验证码刷脸绑定' },
  { title: '销户申请', path: '/cancel' },
  { title: '国际业务', path: '/InternationalBusiness' },
  { title: '投诉建议', path: '/proposal' },
  { title: '其他服务', path: '/other' },
];
