import { hasTotpRequiredRole, STAFF_ROLE_TEXT } from '@hall/contract/console-staff/rules';
import type { StaffAccount } from '@hall/contract/console-staff/schemas';
import { Button, Card, Popconfirm, Space, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConsoleQueryTable } from '../../shell/components/console-query-table.tsx';
import { formatDateTime } from '../../shell/components/form-values.ts';
import { PasswordOnceModal, type ShownPassword } from '../../shell/components/password-once-modal.tsx';
import { StaffCreateModal } from '../components/staff-create-modal.tsx';
import { StaffRolesModal } from '../components/staff-roles-modal.tsx';
import { StaffSessionsDrawer } from '../components/staff-sessions-drawer.tsx';
import { staffAccountsQuery, useResetStaffPassword, useResetStaffTotp, useSetStaffDisabled } from '../staff-api.ts';

function TotpState({ account }: { account: StaffAccount }) {
  if (account.hasTotp) {
    return <Tag color="green">已绑定</Tag>;
  }
  return hasTotpRequiredRole(account.roles) ? <Tag color="orange">未绑定（下次登录须绑定）</Tag> : <Tag>未绑定</Tag>;
}

/**
 * 员工账号 (admin): every console account with its roles, state, second factor, last login and live
 * sessions. An admin creates one (its first password shown once), sets roles, disables or enables,
 * resets a password or a lost authenticator, and ends sessions. The command line keeps the first admin.
 */
export function StaffAccountsPage() {
  const accounts = useQuery(staffAccountsQuery);
  const setDisabled = useSetStaffDisabled();
  const resetPassword = useResetStaffPassword();
  const resetTotp = useResetStaffTotp();
  const [isCreating, setIsCreating] = useState(false);
  const [shown, setShown] = useState<ShownPassword | null>(null);
  const [editing, setEditing] = useState<StaffAccount | null>(null);
  const [sessionsOf, setSessionsOf] = useState<StaffAccount | null>(null);
  const showPassword = ({ username, password }: { username: string; password: string }) => setShown({ label: '账号', account: username, password });

  return (
    <Card
      title="员工账号"
      extra={
        <Button type="primary" onClick={() => setIsCreating(true)}>
          新建账号
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">
        管理员与审核员须以动态口令（两步验证）登录；停用账号或重置密码、动态口令会立即结束其全部会话。
      </Typography.Paragraph>
      <ConsoleQueryTable<{ list: StaffAccount[] }, StaffAccount>
        query={accounts}
        rows={({ list }) => list}
        failure="员工账号加载失败"
        rowKey="username"
        size="small"
        pagination={false}
        locale={{ emptyText: '暂无员工账号' }}
        columns={[
          { title: '账号', dataIndex: 'username' },
          { title: '姓名', dataIndex: 'displayName' },
          {
            title: '角色',
            render: (_, account) => account.roles.map((role) => <Tag key={role}>{STAFF_ROLE_TEXT[role]}</Tag>),
          },
          { title: '状态', render: (_, account) => (account.isDisabled ? <Tag color="red">已停用</Tag> : <Tag color="green">正常</Tag>) },
          { title: '动态口令', render: (_, account) => <TotpState account={account} /> },
          { title: '最近登录', render: (_, account) => (account.lastLoginAt ? formatDateTime(account.lastLoginAt) : '从未登录') },
          {
            title: '在线会话',
            render: (_, account) => (
              <Button type="link" onClick={() => setSessionsOf(account)} aria-label={`${account.liveSessions} 个，查看 ${account.username} 的会话`}>
                {account.liveSessions} 个
              </Button>
            ),
          },
          {
            title: '操作',
            render: (_, account) => (
              <Space size={0} wrap>
                <Button type="link" onClick={() => setEditing(account)}>
                  设置角色
                </Button>
                <Popconfirm
                  title={account.isDisabled ? '启用这个账号吗？' : '停用后该账号立即下线且不能登录，确定停用吗？'}
                  okText="确定"
                  cancelText="取消"
                  onConfirm={() => setDisabled.mutate({ username: account.username, isDisabled: !account.isDisabled })}
                >
                  <Button type="link" danger={!account.isDisabled}>
                    {account.isDisabled ? '启用' : '停用'}
                  </Button>
                </Popconfirm>
                <Popconfirm
                  title="重置后旧密码失效、该员工下线，确定重置吗？"
                  okText="重置"
                  cancelText="取消"
                  onConfirm={() => resetPassword.mutate(account.username, { onSuccess: showPassword })}
                >
                  <Button type="link">重置密码</Button>
                </Popconfirm>
                {account.hasTotp && (
                  <Popconfirm
                    title="用于丢失动态口令设备：旧口令与恢复码全部作废、该员工下线，下次登录须重新绑定。确定重置吗？"
                    okText="重置"
                    cancelText="取消"
                    onConfirm={() => resetTotp.mutate(account.username)}
                  >
                    <Button type="link">重置动态口令</Button>
                  </Popconfirm>
                )}
              </Space>
            ),
          },
        ]}
      />
      <StaffCreateModal
        isOpen={isCreating}
        onClose={() => setIsCreating(false)}
        onCreated={(answer) => {
          setIsCreating(false);
          showPassword(answer);
        }}
      />
      <StaffRolesModal account={editing} onClose={() => setEditing(null)} />
      <StaffSessionsDrawer account={sessionsOf} onClose={() => setSessionsOf(null)} />
      <PasswordOnceModal shown={shown} onClose={() => setShown(null)} />
    </Card>
  );
}
