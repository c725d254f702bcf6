// Stores and the business-cooperation text of the other services.
import { ContentPageKey } from '../../domain/content-pages.ts';

/** Stores by the divisions of the bundled picker table (省-市-区 names as the picker shows them). */
const stores = [
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

/** Written through the console's writeContentPage, as an editor would. */
const cooperationPage = {
  key: ContentPageKey.COOPERATION,
  title: '商务合作',
  body: [
    '我们诚邀各类渠道伙伴开展号卡代理、行业物联网、企业集团客户等合作。',
    '合作方向：社会渠道代理、线上分销、行业定制套餐、企业集团通信方案。',
    '合作邮箱：bd@vno.example.cn',
    '合作热线：工作日 9:00-18:00，请拨打客服热线转商务合作。',
  ].join('\n'),
};

export function buildOtherServicesDemo() {
  return { stores, cooperationPage };
}
