import { List } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../shared/ui/page-header.tsx';

const OTHER_SERVICES = [
  { title: '附近门店', path: '/store', description: '按省市区查找营业厅' },
  { title: '商务合作', path: '/cooperate', description: '渠道代理与行业合作' },
  { title: '投诉举报', path: '/complain', description: '提交投诉或举报内容' },
];

/** /other: the other-services menu. */
export function OtherPage() {
  const navigate = useNavigate();
  return (
    <div className="page">
      <PageHeader title="其他服务" />
      <List header="其他服务">
        {OTHER_SERVICES.map((service) => (
          <List.Item key={service.path} arrowIcon description={service.description} onClick={() => navigate(service.path)}>
            {service.title}
          </List.Item>
        ))}
      </List>
    </div>
  );
}
