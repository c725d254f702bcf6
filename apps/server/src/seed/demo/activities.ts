// Activities of the hall, published a few days back from the injected clock.
import { findDaysAgo } from './dates.ts';
import { drawTile } from './tiles.ts';

export function buildActivitiesDemo(now: Date) {
  const activities = [
    {
      name: '新用户首充有礼',
      summary: '新入网用户首次充值50元及以上，赠送1GB流量包。',
      author: '运营中心',
      coverUrl: drawTile('首充有礼', '#ff758c', '#ff7eb3'),
      detailHtml:
        '<h3>活动时间</h3><p>即日起至本年12月31日。</p><h3>活动内容</h3><p>新入网用户首次充值<strong>50元及以上</strong>，赠送1GB国内流量包（当月有效）。</p><ul><li>每个号码限参与一次</li><li>流量包在充值成功后24小时内到账</li></ul><p><a href="https://example.cn/rules" target="_blank">查看完整规则</a></p>',
      publishedAt: findDaysAgo(now, 5),
      sortOrder: 1,
    },
    {
      name: '签到赢好礼',
      summary: '每日签到领积分，积分可兑换流量和话费券。',
      author: '会员中心',
      coverUrl: drawTile('签到赢好礼', '#4facfe', '#00f2fe'),
      detailHtml: '<p>每日签到可获得<strong>1积分</strong>，积分可在积分商城兑换流量包、话费券等好礼。</p><p>积分规则详见“我的积分-积分明细”。</p>',
      publishedAt: findDaysAgo(now, 12),
      sortOrder: 2,
    },
    {
      name: '老用户升级享折扣',
      summary: '在网满12个月的用户变更至59元套餐，前三个月月费8折。',
      author: '运营中心',
      coverUrl: drawTile('升级享折扣', '#f6d365', '#fda085'),
      detailHtml: '<p>在网满12个月的用户，办理套餐变更至<strong>畅享流量59元套餐</strong>，前三个月月费享8折优惠。</p><p>变更次月生效。</p>',
      publishedAt: findDaysAgo(now, 30),
      sortOrder: 3,
    },
  ];
  return { activities };
}
