// The feedback board: its banners and posts with replies, dated back from the injected clock.
import { drawTile } from './tiles.ts';

const boardBanners = [
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

const boardPosts = [
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

export function buildBoardDemo() {
  return { boardBanners, boardPosts };
}
