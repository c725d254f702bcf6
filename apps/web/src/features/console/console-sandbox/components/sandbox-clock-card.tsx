import { Alert, Button, Card, Popconfirm, Space, Typography } from 'antd';
import { formatDateTime } from '../../shell/components/form-values.ts';

interface SandboxClockCardProps {
  clock: { now: string; isMoved: boolean };
  isMoving: boolean;
  onMoveToNextMonth: () => void;
}

/** The sandbox clock: the server's time, and the step that moves it to the next month's 1st. */
export function SandboxClockCard({ clock, isMoving, onMoveToNextMonth }: SandboxClockCardProps) {
  return (
    <Card title="时钟">
      <Space direction="vertical" style={{ width: '100%' }}>
        <Typography.Text>
          沙箱时间（北京时间）：<span data-testid="sandbox-clock">{formatDateTime(clock.now)}</span>
          {clock.isMoved ? '（已拨快）' : ''}
        </Typography.Text>
        <Alert
          type="warning"
          showIcon
          message="拨动时钟后，到期的定时任务会随即执行：每月1日的月结出账（扣上月套餐月费，余额不足的号码标记为欠费）、生效的套餐变更，以及按使用画像模拟的每日用量。时钟只能向前拨，且对所有服务实例生效；超过登录有效期的登录（含本控制台）需重新登录。"
        />
        <Popconfirm title="确定将沙箱时钟拨到下月1日 00:05？此操作不可撤回。" okText="拨动" cancelText="取消" onConfirm={onMoveToNextMonth}>
          <Button type="primary" loading={isMoving}>
            拨到下月1日 00:05
          </Button>
        </Popconfirm>
      </Space>
    </Card>
  );
}
