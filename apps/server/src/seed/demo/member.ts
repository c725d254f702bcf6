// WeChat users of the sandbox; those with a phone are already members bound to it.

/** Sandbox WeChat users; those with a phone are already members bound to it. */
const wechatUsers = [
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

export function buildMemberDemo() {
  return { wechatUsers };
}
