import { Button, Card, Input, Space, Table, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { SandboxSystem } from '@hall/contract/console-sandbox/rules';
import { formatYuan } from '../../../../shared/lib/format.ts';
import { ConsoleQueryView } from '../../shell/components/console-query-view.tsx';
import { formatDateTime } from '../../shell/components/form-values.ts';
import { SandboxClockCard } from '../components/sandbox-clock-card.tsx';
import { SandboxUsageCard } from '../components/sandbox-usage-card.tsx';
import { SandboxUsageProfilesCard } from '../components/sandbox-usage-profiles-card.tsx';
import {
  sandboxStepsQuery,
  useDecidePayment,
  useFailNextInvoice,
  useInjectUsage,
  useMoveSandboxClock,
  useProcessSmsRegister,
  useRecordPromiseVideo,
  useSetUsageProfile,
} from '../sandbox-api.ts';

/** The systems the steps below belong to. */
const STEP_SYSTEMS: readonly SandboxSystem[] = ['wechat', 'invoice', 'demo'];

/**
 * Sandbox only: what the outside systems would do on their own, as buttons, so a demo can be
 * driven from here, each step only while its system is the sandbox: the demo aids (the clock, the
 * network's usage by hand and simulated, the back office's SMS do-not-disturb processing, the
 * promise-video mini program), the WeChat Pay cashier and the tax platform's issuing failure.
 */
export function SandboxStepsPage({ systems }: { systems: readonly SandboxSystem[] }) {
  const hasSteps = STEP_SYSTEMS.some((system) => systems.includes(system));
  const steps = useQuery({ ...sandboxStepsQuery, enabled: hasSteps });
  const [failureReason, setFailureReason] = useState('');
  const decidePayment = useDecidePayment();
  const processSmsRegister = useProcessSmsRegister();
  const failNextInvoice = useFailNextInvoice();
  const recordPromiseVideo = useRecordPromiseVideo();
  const moveClock = useMoveSandboxClock();
  const injectUsage = useInjectUsage();
  const setUsageProfile = useSetUsageProfile();

  const isDemoOn = systems.includes('demo');
  if (!hasSteps) {
    return null;
  }

  return (
    <ConsoleQueryView query={steps} failure="沙箱步骤加载失败" loadingLabel="正在加载沙箱步骤">
      {(data) => (
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          {/* The clock is never moved in production, where the server sends none. */}
          {isDemoOn && data.clock !== undefined ? (
            <SandboxClockCard clock={data.clock} isMoving={moveClock.isPending} onMoveToNextMonth={() => moveClock.mutate({ to: 'next_month_first' })} />
          ) : null}
          {isDemoOn ? (
            <>
              <SandboxUsageCard isPending={injectUsage.isPending} onInject={(usage, done) => injectUsage.mutate(usage, { onSuccess: done })} />
              <SandboxUsageProfilesCard profiles={data.usageProfiles ?? []} onSetProfile={(change) => setUsageProfile.mutate(change)} />
            </>
          ) : null}
          {systems.includes('wechat') ? (
            <Card title="微信支付收银台（待支付订单）">
              <Table
                rowKey="ref"
                size="small"
                dataSource={data.payments ?? []}
                pagination={false}
                locale={{ emptyText: '暂无待支付订单' }}
                columns={[
                  { title: '下单时间', dataIndex: 'createdAt', width: 180, render: (iso: string) => formatDateTime(iso) },
                  { title: '商户订单号', dataIndex: 'outTradeNo', width: 260 },
                  { title: '商品', dataIndex: 'description' },
                  { title: '金额（元）', dataIndex: 'amountFen', width: 110, align: 'right', render: (fen: number) => formatYuan(fen) },
                  {
                    title: '操作',
                    width: 200,
                    render: (_, payment) => (
                      <Space size={0}>
                        <Button type="link" onClick={() => decidePayment.mutate({ ref: payment.ref, result: 'SUCCESS' })}>
                          确认支付
                        </Button>
                        <Button type="link" danger onClick={() => decidePayment.mutate({ ref: payment.ref, result: 'PAYERROR' })}>
                          模拟支付失败
                        </Button>
                      </Space>
                    ),
                  },
                ]}
              />
            </Card>
          ) : null}
          {isDemoOn ? (
            <Card title="短信防骚扰（营业后台处理）">
              <Typography.Paragraph>
                处理中的请求：{data.smsRegisterProcessing ?? 0} 条。后台通常在提交后一段时间完成处理，可在此立即完成。
              </Typography.Paragraph>
              <Button disabled={!data.smsRegisterProcessing} onClick={() => processSmsRegister.mutate()}>
                立即完成处理
              </Button>
            </Card>
          ) : null}
          {systems.includes('invoice') ? (
            <Card title="电子发票开票平台">
              <Typography.Paragraph>
                已排队的开票失败：{data.invoiceFailuresQueued ?? 0} 次。下一张申请的发票将开具失败（状态 3，附失败原因），用于演示“重新开票”。
              </Typography.Paragraph>
              <Space>
                <Input
                  placeholder="失败原因（可选）"
                  maxLength={100}
                  value={failureReason}
                  onChange={(event) => setFailureReason(event.target.value)}
                  style={{ width: 260 }}
                  aria-label="失败原因"
                />
                <Button danger onClick={() => failNextInvoice.mutate({ reason: failureReason })}>
                  下一张发票开具失败
                </Button>
              </Space>
            </Card>
          ) : null}
          {isDemoOn ? (
            <Card title="承诺视频（小程序）">
              <Table
                rowKey="phone"
                size="small"
                dataSource={data.promiseVideos ?? []}
                pagination={false}
                locale={{ emptyText: '没有待录制承诺视频的号码' }}
                columns={[
                  { title: '号码', dataIndex: 'phone' },
                  { title: '要求时间', dataIndex: 'createdAt', render: (iso: string) => formatDateTime(iso) },
                  {
                    title: '操作',
                    render: (_, item) => (
                      <Button type="link" onClick={() => recordPromiseVideo.mutate(item.phone)}>
                        录制并上传
                      </Button>
                    ),
                  },
                ]}
              />
            </Card>
          ) : null}
        </Space>
      )}
    </ConsoleQueryView>
  );
}
