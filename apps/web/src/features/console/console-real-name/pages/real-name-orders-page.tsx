import { REAL_NAME_ORDER_REASON_MAX, REAL_NAME_ORDER_STATE_TEXT, type RealNameOrderState } from '@hall/contract/console-real-name/rules';
import type { IssuedRealNameOrder } from '@hall/contract/console-real-name/schemas';
import { checkMobilePhone } from '@hall/contract/validators';
import { Alert, Button, Card, Descriptions, Form, Input, Space, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { ConsoleQueryTable } from '../../shell/components/console-query-table.tsx';
import { formatDateTime } from '../../shell/components/form-values.ts';
import { realNameOrdersQuery, useIssueRealNameOrder, waitingLinkOf } from '../real-name-api.ts';

interface IssueFields {
  phone: string;
  reason: string;
}

const STATE_COLOR: Record<RealNameOrderState, string> = { waiting: 'processing', submitted: 'success', expired: 'default' };

function IssuedLink({ issued, isExisting }: { issued: IssuedRealNameOrder; isExisting: boolean }) {
  return (
    <Card type="inner" title={isExisting ? '该号码未过期的补录链接' : '新生成的补录链接'} className="console-section">
      {isExisting && <Alert type="warning" showIcon title="该号码已有未过期的链接，请将此链接发给用户，无需重新生成" className="console-notice-hint" />}
      <Space align="start" size="large" wrap>
        <img src={issued.qrCode} alt="实名补录链接二维码" width={200} height={200} />
        <Descriptions column={1} size="small">
          <Descriptions.Item label="手机号">{issued.order.phone}</Descriptions.Item>
          <Descriptions.Item label="补录原因">{issued.order.reason}</Descriptions.Item>
          <Descriptions.Item label="有效期至">{formatDateTime(issued.order.expiresAt)}</Descriptions.Item>
          <Descriptions.Item label="链接">
            <Typography.Text copyable={{ text: issued.link, tooltips: ['复制链接', '已复制'] }} aria-label="补录链接">
              {issued.link}
            </Typography.Text>
          </Descriptions.Item>
        </Descriptions>
      </Space>
    </Card>
  );
}

/** Real-name supplement links (role service): issue one for a number, with its QR code, and the latest ones with their state. */
export function RealNameOrdersPage() {
  const [form] = Form.useForm<IssueFields>();
  const orders = useQuery(realNameOrdersQuery);
  const issue = useIssueRealNameOrder();
  const waiting = waitingLinkOf(issue.error);
  const shown = issue.data ?? waiting;

  const submit = (fields: IssueFields) => issue.mutate({ phone: fields.phone.trim(), reason: fields.reason.trim() }, { onSuccess: () => form.resetFields() });

  const table = (
    <ConsoleQueryTable
      query={orders}
      rows={(data) => data.list}
      rowKey="id"
      locale={{ emptyText: '暂无实名补录链接' }}
      pagination={{ pageSize: 20, showSizeChanger: false }}
      columns={[
        { title: '手机号', dataIndex: 'phone', width: 130 },
        { title: '补录原因', dataIndex: 'reason' },
        { title: '生成人', dataIndex: 'issuedBy', width: 120 },
        { title: '生成时间', dataIndex: 'createdAt', width: 170, render: (iso: string) => formatDateTime(iso) },
        { title: '有效期至', dataIndex: 'expiresAt', width: 170, render: (iso: string) => formatDateTime(iso) },
        {
          title: '状态',
          dataIndex: 'state',
          width: 90,
          render: (state: RealNameOrderState) => <Tag color={STATE_COLOR[state]}>{REAL_NAME_ORDER_STATE_TEXT[state]}</Tag>,
        },
        { title: '提交时间', dataIndex: 'submittedAt', width: 170, render: (iso: string | null) => (iso ? formatDateTime(iso) : '—') },
      ]}
    />
  );

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Card title="生成实名补录链接">
        <Form form={form} layout="inline" onFinish={submit}>
          <Form.Item
            label="手机号"
            name="phone"
            rules={[
              {
                validator: async (_, value: string | undefined) => {
                  const message = checkMobilePhone(value ?? '');
                  if (message) {
                    throw new Error(message);
                  }
                },
              },
            ]}
          >
            <Input maxLength={11} placeholder="需补录实名的手机号" />
          </Form.Item>
          <Form.Item label="补录原因" name="reason" rules={[{ required: true, whitespace: true, message: '请填写补录原因' }]}>
            <Input maxLength={REAL_NAME_ORDER_REASON_MAX} showCount placeholder="如：开户时实名资料缺失" style={{ width: 360 }} />
          </Form.Item>
          <Form.Item>
            <Button type="primary" htmlType="submit" loading={issue.isPending}>
              生成链接
            </Button>
          </Form.Item>
        </Form>
        {shown && <IssuedLink issued={shown} isExisting={!issue.data} />}
      </Card>
      <Card title="最近生成的链接">{table}</Card>
    </Space>
  );
}
