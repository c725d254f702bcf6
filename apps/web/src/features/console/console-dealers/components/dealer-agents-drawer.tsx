import { DealerLimit, SALE_KIND_OPTIONS } from '@hall/contract/console-dealers/rules';
import type { DealerRow } from '@hall/contract/console-dealers/schemas';
import type { OperationInput } from '@hall/contract/schemas';
import { Button, Drawer, Form, Input, Popconfirm, Select, Space, Table, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { dealerAgentsQuery, useCreateAgent, useEndAgentSessions, useResetAgentPassword, useSetAgentDisabled, useSetAgentRole } from '../dealers-api.ts';
import { ConsoleQueryView } from '../../shell/components/console-query-view.tsx';
import { PasswordOnceModal, type ShownPassword } from '../../shell/components/password-once-modal.tsx';

type AgentForm = Omit<OperationInput<'CONSOLE_CREATE_AGENT'>, 'dealerId'>;

/** A dealer's agents: add one (its password shown once), make one the manager (店长), disable or enable, reset a password, end every session. */
export function DealerAgentsDrawer({ dealer, onClose }: { dealer: DealerRow | null; onClose: () => void }) {
  const agents = useQuery(dealerAgentsQuery(dealer?.id ?? ''));
  const createAgent = useCreateAgent();
  const setDisabled = useSetAgentDisabled();
  const setRole = useSetAgentRole();
  const resetPassword = useResetAgentPassword();
  const endSessions = useEndAgentSessions();
  const [isAdding, setIsAdding] = useState(false);
  const [shown, setShown] = useState<ShownPassword | null>(null);
  const showPassword = ({ workNo, password }: { workNo: string; password: string }) => setShown({ label: '工号', account: workNo, password });

  const add = (form: AgentForm) =>
    createAgent.mutate(
      { ...form, dealerId: dealer?.id ?? '' },
      {
        onSuccess: (answer) => {
          setIsAdding(false);
          showPassword(answer);
          void agents.refetch();
        },
      },
    );

  return (
    <Drawer open={dealer !== null} title={dealer ? `${dealer.name}（${dealer.id}）的工号` : ''} size="large" onClose={onClose} destroyOnHidden>
      <ConsoleQueryView query={agents} failure="工号加载失败" loadingLabel="正在加载工号">
        {({ list }) => (
          <>
            {isAdding ? (
              <Form<AgentForm> layout="vertical" initialValues={{ channel: dealer?.name, defaultSaleKind: 1 }} onFinish={add}>
                <Space size="large" wrap>
                  <Form.Item
                    label="工号"
                    name="workNo"
                    rules={[
                      { required: true, whitespace: true, message: '请填写工号' },
                      { pattern: /^[\w-]+$/, message: '工号只能包含字母、数字、-和_' },
                    ]}
                  >
                    <Input maxLength={DealerLimit.WORK_NO_MAX} />
                  </Form.Item>
                  <Form.Item label="姓名" name="name" rules={[{ required: true, whitespace: true, message: '请填写姓名' }]}>
                    <Input maxLength={DealerLimit.NAME_MAX} />
                  </Form.Item>
                  <Form.Item
                    label="手机号"
                    name="mobile"
                    rules={[
                      { required: true, message: '请填写手机号' },
                      { pattern: /^1[3-9]\d{9}$/, message: '请输入正确的手机号' },
                    ]}
                  >
                    <Input maxLength={11} />
                  </Form.Item>
                </Space>
                <Space size="large" wrap>
                  <Form.Item label="渠道名称" name="channel" rules={[{ required: true, whitespace: true, message: '请填写渠道名称' }]}>
                    <Input maxLength={DealerLimit.CHANNEL_MAX} />
                  </Form.Item>
                  <Form.Item label="默认销售类型" name="defaultSaleKind" rules={[{ required: true, message: '请选择默认销售类型' }]}>
                    <Select style={{ width: 160 }} options={SALE_KIND_OPTIONS.map((option) => ({ ...option }))} />
                  </Form.Item>
                </Space>
                <Space>
                  <Button type="primary" htmlType="submit" loading={createAgent.isPending}>
                    创建工号
                  </Button>
                  <Button onClick={() => setIsAdding(false)}>取消</Button>
                </Space>
              </Form>
            ) : (
              <Button type="primary" onClick={() => setIsAdding(true)} style={{ marginBottom: 16 }}>
                新增工号
              </Button>
            )}
            <Table
              rowKey="workNo"
              dataSource={list}
              locale={{ emptyText: '该渠道还没有工号，请新增' }}
              pagination={false}
              columns={[
                { title: '工号', dataIndex: 'workNo' },
                { title: '姓名', dataIndex: 'name' },
                { title: '手机号', dataIndex: 'mobile' },
                { title: '默认销售类型', dataIndex: 'defaultSaleKind', width: 110 },
                { title: '角色', render: (_, agent) => (agent.role === 'manager' ? <Tag color="blue">店长</Tag> : '店员') },
                { title: '状态', render: (_, agent) => (agent.isDisabled ? <Tag color="red">已停用</Tag> : <Tag color="green">正常</Tag>) },
                {
                  title: '操作',
                  render: (_, agent) => (
                    <Space size={0}>
                      <Popconfirm
                        title={agent.isDisabled ? '启用这个工号吗？' : '停用后该工号立即下线且不能登录，确定停用吗？'}
                        okText="确定"
                        cancelText="取消"
                        onConfirm={() =>
                          setDisabled.mutate({ workNo: agent.workNo, isDisabled: !agent.isDisabled }, { onSuccess: () => void agents.refetch() })
                        }
                      >
                        <Button type="link" danger={!agent.isDisabled}>
                          {agent.isDisabled ? '启用' : '停用'}
                        </Button>
                      </Popconfirm>
                      <Popconfirm
                        title={
                          agent.role === 'manager'
                            ? '取消后该工号不能再查看渠道的资金与佣金，确定取消店长吗？'
                            : '店长可查看渠道的资金池流水与佣金，确定设为店长吗？'
                        }
                        okText="确定"
                        cancelText="取消"
                        onConfirm={() =>
                          setRole.mutate(
                            { workNo: agent.workNo, role: agent.role === 'manager' ? 'agent' : 'manager' },
                            { onSuccess: () => void agents.refetch() },
                          )
                        }
                      >
                        <Button type="link">{agent.role === 'manager' ? '取消店长' : '设为店长'}</Button>
                      </Popconfirm>
                      <Popconfirm
                        title="重置后旧密码失效、该工号下线，确定重置吗？"
                        okText="重置"
                        cancelText="取消"
                        onConfirm={() => resetPassword.mutate(agent.workNo, { onSuccess: showPassword })}
                      >
                        <Button type="link">重置密码</Button>
                      </Popconfirm>
                      <Popconfirm
                        title="该工号在所有手机上的登录都将失效（密码不变），确定结束全部会话吗？"
                        okText="结束"
                        cancelText="取消"
                        onConfirm={() => endSessions.mutate(agent.workNo)}
                      >
                        <Button type="link">结束全部会话</Button>
                      </Popconfirm>
                    </Space>
                  ),
                },
              ]}
            />
          </>
        )}
      </ConsoleQueryView>
      <PasswordOnceModal shown={shown} onClose={() => setShown(null)} />
    </Drawer>
  );
}
