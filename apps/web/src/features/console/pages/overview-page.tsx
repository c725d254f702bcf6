import { Card, Col, Row, Statistic, Table } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { formatYuan } from '../../../shared/lib/format.ts';
import { consoleOverviewQuery } from '../api.ts';

/** Today's activity and the dealers' fund pools. */
export function OverviewPage() {
  const overview = useQuery(consoleOverviewQuery);
  const data = overview.data;
  return (
    <>
      <Row gutter={[16, 16]}>
        {[
          ['会员总数', data?.members],
          ['已绑定号码', data?.boundMembers],
          ['今日短信验证码', data?.smsSentToday],
          ['今日身份核验', data?.identityChecksToday],
          ['今日核验通过', data?.identityChecksPassedToday],
        ].map(([title, value]) => (
          <Col key={String(title)} xs={12} md={8} lg={4}>
            <Card loading={overview.isPending}>
              <Statistic title={title} value={Number(value ?? 0)} />
            </Card>
          </Col>
        ))}
      </Row>
      <Card title="渠道资金池" className="console-section">
        <Table
          rowKey="id"
          loading={overview.isPending}
          dataSource={data?.dealers ?? []}
          pagination={false}
          columns={[
            { title: '渠道编号', dataIndex: 'id' },
            { title: '渠道名称', dataIndex: 'name' },
            { title: '资金池余额（元）', dataIndex: 'fundPoolFen', render: (fen: number) => formatYuan(fen), align: 'right' },
          ]}
          locale={{ emptyText: '暂无渠道' }}
        />
      </Card>
    </>
  );
}
