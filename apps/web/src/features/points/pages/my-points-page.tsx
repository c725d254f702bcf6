import { QueryView } from '../../../shared/ui/query-view.tsx';
import { List } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { useMember } from '../../../shared/member/use-member.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import '../points.css';

/** /integral/myPoints: the balance and the entries to orders and detail. */
export function MyPointsPage() {
  const navigate = useNavigate();
  const member = useMember();
  // A member record that did not load says nothing about binding: the error and 重新加载, never 去绑定.
  return (
    <QueryView query={member} loading={5} failedTitle="积分加载失败">
      {(record) => {
        const phoneInfo = record.mobilePhoneInfo;
        if (!phoneInfo) {
          return (
            <div>
              <EmptyState title="您还未绑定手机号" description="绑定号码后即可查看积分" />
              <List>
                <List.Item arrowIcon onClick={() => navigate('/PersonalInformation')}>
                  去绑定
                </List.Item>
              </List>
            </div>
          );
        }
        return (
          <div>
            <section className="my-points-card" aria-label="我的积分">
              <div>当前可用积分</div>
              <div className="my-points-value" data-testid="my-points">
                {phoneInfo.pointInfo.currentPoints}
              </div>
              <div className="my-points-total">累计获得积分 {phoneInfo.pointInfo.grandTotalPoints}</div>
            </section>
            <List>
              <List.Item arrowIcon onClick={() => navigate('/myOrder')} description="查看积分兑换记录">
                积分订单
              </List.Item>
              <List.Item arrowIcon onClick={() => navigate('/integralDetails')} description="积分获取与使用明细、积分规则">
                积分明细
              </List.Item>
            </List>
          </div>
        );
      }}
    </QueryView>
  );
}
