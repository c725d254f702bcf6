// The points mall: products, the exchanges demo numbers made before, its banners and rules text.
import { drawTile } from './tiles.ts';

const pointsProducts = [
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
const pointsHistory = [
  { phone: '17012340001', productId: 'PP_FLOW_1G', daysAgo: 20 },
  { phone: '17012340001', productId: 'PP_CALL_5', daysAgo: 120 },
  { phone: '17012340001', productId: 'PP_VOICE_60', daysAgo: 300 },
  { phone: '17012340001', productId: 'PP_FLOW_1G', daysAgo: 500 },
];

const pointsBanners = [
  { placement: 'points' as const, title: '签到领积分', imageUrl: drawTile('每日签到 积分天天领', '#ff9a44', '#fc6076'), linkUrl: '/activity', sortOrder: 1 },
  { placement: 'points' as const, title: '积分兑流量', imageUrl: drawTile('积分兑流量 限时特惠', '#43e97b', '#38f9d7'), linkUrl: '/activity', sortOrder: 2 },
];

export function buildPointsDemo() {
  return { pointsProducts, pointsHistory, pointsBanners };
}
