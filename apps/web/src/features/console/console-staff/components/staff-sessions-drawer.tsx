import type { StaffAccount, StaffSessionRow } from '@hall/contract/console-staff/schemas';
import { Button, Drawer, Popconfirm, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { ConsoleQueryTable } from '../../shell/components/console-query-table.tsx';
import { formatDateTime } from '../../shell/components/form-values.ts';
import { staffSessionsQuery, useEndStaffSession } from '../staff-api.ts';

/** One member's live sessions, each revocable (ending one's own logs this admin out). */
export function StaffSessionsDrawer({ account, onClose }: { account: StaffAccount | null; onClose: () => void }) {
  const username = account?.username ?? '';
  const sessions = useQuery(staffSessionsQuery(username));
  const endSession = useEndStaffSession();
  return (
    <Drawer open={account !== null} title={account ? `${account.displayName}（${username}）的会话` : ''} size="large" onClose={onClose} destroyOnHidden>
      <ConsoleQueryTable<{ list: StaffSessionRow[] }, StaffSessionRow>
        query={sessions}
        rows={({ list }) => list}
        failure="会话加载失败"
        rowKey="id"
        size="small"
        pagination={false}
        locale={{ emptyText: '该员工当前没有登录中的会话' }}
        columns={[
          { title: '会话编号', dataIndex: 'id' },
          { title: '登录时间', render: (_, session) => formatDateTime(session.createdAt) },
          { title: '到期时间', render: (_, session) => formatDateTime(session.expiresAt) },
          { title: '', render: (_, session) => (session.isCurrent ? <Tag color="blue">当前会话</Tag> : null) },
          {
            title: '操作',
            render: (_, session) => (
              <Popconfirm
                title={session.isCurrent ? '这是您当前的会话，结束后需重新登录，确定结束吗？' : '该会话将立即失效，确定结束吗？'}
                okText="结束"
                cancelText="取消"
                onConfirm={() => endSession.mutate({ username, sessionId: session.id }, { onSuccess: () => void sessions.refetch() })}
              >
                <Button type="link" danger aria-label={`结束会话 ${session.id}`}>
                  结束
                </Button>
              </Popconfirm>
            ),
          },
        ]}
      />
    </Drawer>
  );
}
