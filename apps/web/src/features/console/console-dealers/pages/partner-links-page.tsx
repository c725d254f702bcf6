import { PARTNER_CHANNELS, PARTNER_LINK_MAX_AGE_SECONDS, partnerLoginPath, type PartnerChannel } from '@hall/contract/agent/rules';
import type { PartnerLinkRow } from '@hall/contract/console-dealers/schemas';
import { Alert, Button, Card, Form, Input, Modal, Popconfirm, Select, Space, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConsoleQueryTable } from '../../shell/components/console-query-table.tsx';
import { formatDateTime } from '../../shell/components/form-values.ts';
import { partnerLinksQuery, useCreatePartnerLink, useRotatePartnerSecret, useSetPartnerLinkDisabled } from '../partner-links-api.ts';

interface CreateFields {
  channel: PartnerChannel;
  workNo: string;
}

const isPartnerChannel = (channel: string): channel is PartnerChannel => (PARTNER_CHANNELS as readonly string[]).includes(channel);

/** A channel's signing secret, shown this once with how the partner's site signs its links. */
function SecretOnceModal({ shown, onClose }: { shown: { channel: string; secret: string } | null; onClose: () => void }) {
  const path = shown && isPartnerChannel(shown.channel) ? partnerLoginPath(shown.channel) : '';
  return (
    <Modal open={shown !== null} title="合作链接密钥" onCancel={onClose} footer={<Button onClick={onClose}>我已记下，关闭</Button>} destroyOnHidden>
      {shown && (
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Alert type="warning" showIcon title="密钥只显示这一次，关闭后无法再查看，请立即复制并通过安全渠道交给合作方。" />
          <Typography.Text>渠道：{shown.channel}</Typography.Text>
          <Typography.Text code copyable={{ text: shown.secret, tooltips: ['复制密钥', '已复制'] }} aria-label="合作链接密钥" style={{ fontSize: 16 }}>
            {shown.secret}
          </Typography.Text>
          <Typography.Paragraph type="secondary">
            合作方网站每次生成登录链接：{path}?ts=秒级时间戳&amp;nonce=随机串（16-64位字母、数字、-或_）&amp;sig=HMAC-SHA256(密钥,
            「渠道|ts|nonce」)的十六进制小写。 链接 {PARTNER_LINK_MAX_AGE_SECONDS / 60} 分钟内有效，每个 nonce 只能登录一次。
          </Typography.Paragraph>
        </Space>
      )}
    </Modal>
  );
}

/** Partner links (admin): a channel prefix's agent, its secret shown once, rotation and disabling. */
export function PartnerLinksPage() {
  const [form] = Form.useForm<CreateFields>();
  const links = useQuery(partnerLinksQuery);
  const create = useCreatePartnerLink();
  const rotate = useRotatePartnerSecret();
  const setDisabled = useSetPartnerLinkDisabled();
  const [shown, setShown] = useState<{ channel: string; secret: string } | null>(null);
  const usedChannels = new Set((links.data?.list ?? []).map((link) => link.channel));

  const submit = (fields: CreateFields) =>
    create.mutate(
      { channel: fields.channel, workNo: fields.workNo.trim() },
      {
        onSuccess: (answer) => {
          setShown(answer);
          form.resetFields();
        },
      },
    );

  const table = (
    <ConsoleQueryTable<{ list: PartnerLinkRow[] }, PartnerLinkRow>
      query={links}
      rows={(data) => data.list}
      rowKey="channel"
      locale={{ emptyText: '暂无合作链接' }}
      pagination={false}
      columns={[
        { title: '渠道', dataIndex: 'channel', width: 80 },
        { title: '登录页面', dataIndex: 'channel', key: 'path', render: (channel: string) => (isPartnerChannel(channel) ? partnerLoginPath(channel) : '—') },
        { title: '工号', dataIndex: 'workNo', width: 100 },
        { title: '姓名', dataIndex: 'agentName', width: 100 },
        { title: '经销商', dataIndex: 'dealerName' },
        {
          title: '状态',
          dataIndex: 'isDisabled',
          width: 80,
          render: (isDisabled: boolean) => (isDisabled ? <Tag>已停用</Tag> : <Tag color="success">启用</Tag>),
        },
        { title: '密钥更新时间', dataIndex: 'secretRotatedAt', width: 170, render: (iso: string) => formatDateTime(iso) },
        {
          title: '操作',
          key: 'actions',
          width: 200,
          render: (_, link) => (
            <Space>
              <Popconfirm
                title="更换密钥后，合作方用旧密钥生成的链接立即失效。确定更换？"
                okText="更换"
                cancelText="取消"
                onConfirm={() => isPartnerChannel(link.channel) && rotate.mutate(link.channel, { onSuccess: (answer) => setShown(answer) })}
              >
                <Button size="small">更换密钥</Button>
              </Popconfirm>
              <Popconfirm
                title={link.isDisabled ? '确定启用该合作链接？' : '停用后该渠道的链接都无法登录。确定停用？'}
                okText="确定"
                cancelText="取消"
                onConfirm={() => isPartnerChannel(link.channel) && setDisabled.mutate({ channel: link.channel, isDisabled: !link.isDisabled })}
              >
                <Button size="small" danger={!link.isDisabled}>
                  {link.isDisabled ? '启用' : '停用'}
                </Button>
              </Popconfirm>
            </Space>
          ),
        },
      ]}
    />
  );

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Card title="新建合作链接">
        <Typography.Paragraph type="secondary">
          合作方免登录页面只接受合作方网站用本渠道密钥签名、5 分钟内有效且未使用过的链接，登录为下面指定的工号。
        </Typography.Paragraph>
        <Form form={form} layout="inline" onFinish={submit}>
          <Form.Item label="合作渠道" name="channel" rules={[{ required: true, message: '请选择合作渠道' }]}>
            <Select
              style={{ width: 120 }}
              placeholder="选择渠道"
              aria-label="合作渠道"
              options={PARTNER_CHANNELS.map((channel) => ({ value: channel, label: channel, disabled: usedChannels.has(channel) }))}
            />
          </Form.Item>
          <Form.Item label="工号" name="workNo" rules={[{ required: true, whitespace: true, message: '请填写工号' }]}>
            <Input maxLength={32} placeholder="登录的代理商工号" />
          </Form.Item>
          <Form.Item>
            <Button type="primary" htmlType="submit" loading={create.isPending}>
              创建
            </Button>
          </Form.Item>
        </Form>
      </Card>
      <Card title="合作链接">{table}</Card>
      <SecretOnceModal shown={shown} onClose={() => setShown(null)} />
    </Space>
  );
}
