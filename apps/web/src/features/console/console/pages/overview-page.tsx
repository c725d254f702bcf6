import type { OperationOutput } from '@hall/contract/schemas';
import { Button, Card, Col, Empty, Row, Space, Statistic, Table, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatYuan } from '../../../../shared/lib/format.ts';
import { consoleOverviewQuery } from '../console-api.ts';
import { FundPoolDrawer } from '../components/fund-pool-drawer.tsx';
import { ConsoleQueryView } from '../../shell/components/console-query-view.tsx';
import { createRequestId } from '../../shell/components/form-values.ts';
import { FundPoolTopUpModal, type TopUpTarget } from '../components/fund-pool-top-up-modal.tsx';
import { OverviewTrends } from '../components/overview-trends.tsx';

interface Dealer {
  id: string;
  name: string;
}

/** Today's activity, the work waiting, the dealers' fund pools and openings, and the last 30 days' trends; `canTopUp` offers 充值 (the top-up's roles). */
export function OverviewPage({ canTopUp }: { canTopUp: boolean }) {
  const overview = useQuery(consoleOverviewQuery);
  const [ledgerOf, setLedgerOf] = useState<Dealer | null>(null);
  const [toppingUp, setToppingUp] = useState<TopUpTarget | null>(null);

  return (
    <>
      <ConsoleQueryView query={overview} failure="概览加载失败" loadingLabel="正在加载概览">
        {(data) => (
          <>
            <Figures data={data} />
            <Card title="待审核" className="console-section">
              {data.pendingReviews.length > 0 ? (
                <Space wrap>
                  {data.pendingReviews.map((item) => (
                    <Tag key={item.kind} color={item.pending > 0 ? 'orange' : 'default'}>
                      {item.label}：{item.pending}
                    </Tag>
                  ))}
                </Space>
              ) : (
                <Empty description="暂无需要审核的业务" image={Empty.PRESENTED_IMAGE_SIMPLE} />
              )}
            </Card>
            <Card title="渠道资金池与开户" className="console-section">
              <Table
                rowKey="id"
                dataSource={data.dealers}
                pagination={false}
                columns={[
                  { title: '渠道编号', dataIndex: 'id' },
                  { title: '渠道名称', dataIndex: 'name' },
                  { title: '今日开户', dataIndex: 'openingsToday', align: 'right' },
                  { title: '累计开户', dataIndex: 'openingsTotal', align: 'right' },
                  { title: '资金池余额（元）', dataIndex: 'fundPoolFen', render: (fen: number) => formatYuan(fen), align: 'right' },
                  {
                    title: '操作',
                    render: (_, dealer) => (
                      <Space size={0}>
                        <Button type="link" onClick={() => setLedgerOf(dealer)}>
                          明细
                        </Button>
                        {canTopUp && (
                          <Button type="link" onClick={() => setToppingUp({ id: dealer.id, name: dealer.name, requestId: createRequestId() })}>
                            充值
                          </Button>
                        )}
                      </Space>
                    ),
                  },
                ]}
                locale={{ emptyText: '暂无渠道' }}
              />
            </Card>
          </>
        )}
      </ConsoleQueryView>
      <OverviewTrends />
      <FundPoolDrawer dealer={ledgerOf} onClose={() => setLedgerOf(null)} />
      <FundPoolTopUpModal dealer={toppingUp} onClose={() => setToppingUp(null)} />
    </>
  );
}

/** Today's figures, a card each. */
function Figures({ data }: { data: OperationOutput<'CONSOLE_OVERVIEW'> }) {
  const figures: [string, number | string][] = [
    ['会员总数', data.members],
    ['已绑定号码', data.boundMembers],
    ['今日签到', data.signInsToday],
    ['今日充值笔数', data.topUpsToday],
    ['今日充值金额（元）', formatYuan(data.topUpFenToday)],
    ['今日短信验证码', data.smsSentToday],
    ['今日身份核验', data.identityChecksToday],
    ['今日核验通过', data.identityChecksPassedToday],
    ['未回复留言', data.unansweredPosts],
    ['待处理客服工单', data.openServiceItems],
  ];
  return (
    <Row gutter={[16, 16]}>
      {figures.map(([title, value]) => (
        <Col key={title} xs={12} md={8} lg={6} xl={4}>
          <Card>
            <Statistic title={title} value={value} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
