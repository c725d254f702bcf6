import { formatYuan } from '../../../../shared/lib/format.ts';
import { Card, Col, Row } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { ConsoleQueryView } from '../../shell/components/console-query-view.tsx';
import { isQuietPeriod, overviewTrendsQuery, type OverviewTrends } from '../trends-api.ts';
import { TrendCard, type TrendCardProps } from './trend-card.tsx';
import './overview-trends.css';

type Series = Exclude<keyof OverviewTrends, 'days'>;

/** The charts, in the order the overview shows them. */
const CHARTS: ({ series: Series } & Omit<TrendCardProps, 'days' | 'lines'>)[] = [
  { series: 'topUpCounts', title: '充值笔数', unit: '笔' },
  { series: 'topUpAmounts', title: '充值金额（元）', unit: '元', kind: 'bar', formatValue: formatYuan },
  { series: 'points', title: '签到与积分兑换', unit: '次' },
  { series: 'bindings', title: '新绑定号码', unit: '个' },
  { series: 'applicationsByKind', title: '业务申请（按类型）', unit: '件' },
  { series: 'applicationsByDecision', title: '审核结果', unit: '件' },
  { series: 'openingsByDealer', title: '渠道开户', unit: '张' },
  { series: 'notificationsByChannel', title: '通知发送（按渠道）', unit: '条' },
];

/** 近30天趋势: a small chart per series, read apart from today's counts. */
export function OverviewTrends() {
  const trends = useQuery(overviewTrendsQuery);
  return (
    <Card title="近30天趋势" className="console-section">
      <ConsoleQueryView query={trends} failure="趋势加载失败" loadingLabel="正在加载近30天趋势" isEmpty={isQuietPeriod} empty="近30天暂无数据">
        {(data) => (
          <Row gutter={[16, 16]}>
            {CHARTS.map(({ series, ...chart }) => (
              <Col key={series} xs={24} lg={12} xxl={8}>
                <TrendCard {...chart} days={data.days} lines={data[series].lines} />
              </Col>
            ))}
          </Row>
        )}
      </ConsoleQueryView>
    </Card>
  );
}
