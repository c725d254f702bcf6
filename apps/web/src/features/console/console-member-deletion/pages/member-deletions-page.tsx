import type { MemberDeletionRequest } from '@hall/contract/console-member-deletion/schemas';
import { Alert, Button, Card, Popconfirm, Space, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConsoleQueryTable } from '../../shell/components/console-query-table.tsx';
import { formatDateTime } from '../../shell/components/form-values.ts';
import { RefuseDeletionModal } from '../components/refuse-deletion-modal.tsx';
import { memberDeletionsQuery, useExecuteDeletion } from '../member-deletion-api.ts';

/**
 * 会员信息删除 (customer service): members' requests to delete their record that wait because
 * something was in progress. 执行删除 runs the member's own deletion, refused while a blocker
 * remains; 驳回 ends the request with a reason the member reads. Each decision is in 操作日志.
 */
export function MemberDeletionsPage() {
  const requests = useQuery(memberDeletionsQuery);
  const execute = useExecuteDeletion();
  const [refusing, setRefusing] = useState<MemberDeletionRequest | null>(null);

  return (
    <Card title="会员信息删除">
      <Alert
        className="console-section"
        type="info"
        showIcon
        title="会员申请删除时仍有业务在办理，申请在此等待。办理完成后执行删除；执行删除将解除会员绑定的全部号码并退出其所有登录，依法保存的账单、发票、实名和业务申请记录不受影响。"
      />
      <ConsoleQueryTable
        query={requests}
        failure="删除申请加载失败"
        rows={(data) => data.list}
        rowKey="id"
        locale={{ emptyText: '暂无等待处理的删除申请' }}
        pagination={false}
        columns={[
          { title: '申请时间', dataIndex: 'requestedAt', width: 170, render: (iso: string) => formatDateTime(iso) },
          {
            title: '会员 / 号码',
            width: 180,
            render: (_, item) => (
              <Space orientation="vertical" size={0}>
                {item.nickname}
                <Typography.Text type="secondary">{item.phones || '无绑定号码'}</Typography.Text>
              </Space>
            ),
          },
          { title: '等待原因', render: (_, item) => item.reasonsAtRequest.join('；') },
          {
            title: '当前',
            render: (_, item) =>
              item.blockersNow.length === 0 ? <Tag color="success">可以执行删除</Tag> : <Tag color="orange">{item.blockersNow.join('；')}</Tag>,
          },
          {
            title: '处理',
            width: 200,
            render: (_, item) => (
              <Space>
                <Popconfirm
                  title="执行删除"
                  description="删除后无法恢复，确定执行吗？"
                  okText="执行删除"
                  cancelText="取消"
                  onConfirm={() => execute.mutate({ id: item.id })}
                >
                  <Button type="link" danger loading={execute.isPending && execute.variables.id === item.id}>
                    执行删除
                  </Button>
                </Popconfirm>
                <Button type="link" onClick={() => setRefusing(item)}>
                  驳回
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <RefuseDeletionModal request={refusing} onClose={() => setRefusing(null)} />
    </Card>
  );
}
