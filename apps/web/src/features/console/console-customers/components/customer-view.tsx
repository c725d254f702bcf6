import { BINDING_METHOD_LABELS, type BindingMethod } from '@hall/contract/member-numbers/rules';
import { CustomerLimit, CustomerMessage, REVEALABLE_FIELD_TEXT, type RevealableField } from '@hall/contract/console-customers/rules';
import type { CustomerNote, CustomerView } from '@hall/contract/console-customers/schemas';
import { maskPhone } from '@hall/contract/number-key';
import { numberStateLabel } from '@hall/contract/number-state';
import { Button, Card, Descriptions, Form, Input, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatYuan } from '../../../../shared/lib/format.ts';
import { formatDateTime } from '../../shell/components/form-values.ts';
import { useAddCustomerNote, useEndNumberSessions, useRevealCustomerField, useUnbindCustomerMember } from '../customers-api.ts';
import { ReasonModal } from './reason-modal.tsx';

type Member = CustomerView['members'][number];
type BindingEvent = CustomerView['bindingEvents'][number];

/** The owner's name and ID, masked, each revealed for this page only after a reason. */
function OwnerProfile({ phone, view, canReveal }: { phone: string; view: CustomerView; canReveal: boolean }) {
  const [revealed, setRevealed] = useState<Partial<Record<RevealableField, string>>>({});
  const [asking, setAsking] = useState<RevealableField | null>(null);
  const reveal = useRevealCustomerField((field, value) => {
    setRevealed((current) => ({ ...current, [field]: value }));
    setAsking(null);
  });
  const shown = (field: RevealableField) => (
    <>
      {revealed[field] ?? view[field]}{' '}
      {canReveal && revealed[field] === undefined && (
        <Button type="link" size="small" onClick={() => setAsking(field)} aria-label={`查看完整${REVEALABLE_FIELD_TEXT[field]}`}>
          查看
        </Button>
      )}
    </>
  );
  return (
    <>
      <Descriptions size="small" column={3} className="console-section" bordered>
        <Descriptions.Item label="机主姓名">{shown('ownerName')}</Descriptions.Item>
        <Descriptions.Item label="证件号码">{shown('idNumber')}</Descriptions.Item>
        <Descriptions.Item label="实名状态">{view.isRealName ? <Tag color="success">已实名</Tag> : <Tag color="warning">未实名</Tag>}</Descriptions.Item>
      </Descriptions>
      <ReasonModal
        title={asking ? `查看完整${REVEALABLE_FIELD_TEXT[asking]}` : ''}
        label={CustomerMessage.REASON_LABEL}
        isOpen={asking !== null}
        isSending={reveal.isPending}
        onClose={() => setAsking(null)}
        onSend={(reason) => asking && reveal.mutate({ phone, field: asking, reason })}
      />
    </>
  );
}

type CustomerNumber = CustomerView['numbers'][number];

function NumbersTable({ phone, numbers, canAct }: { phone: string; numbers: CustomerNumber[]; canAct: boolean }) {
  const [loggingOut, setLoggingOut] = useState<string | null>(null);
  const endSessions = useEndNumberSessions(phone);
  return (
    <>
      <Table<CustomerNumber>
        rowKey="phone"
        size="small"
        pagination={false}
        dataSource={numbers}
        columns={[
          {
            title: '号码',
            dataIndex: 'phone',
            render: (number: string) => (
              <Link to={`/console/numbers?phone=${number}`} aria-label={`查看 ${maskPhone(number)} 的号码档案`}>
                {maskPhone(number)}
              </Link>
            ),
          },
          { title: '状态', dataIndex: 'status', render: (status: CustomerNumber['status']) => numberStateLabel(status) },
          { title: '套餐', dataIndex: 'packageName' },
          { title: '余额（元）', dataIndex: 'balanceFen', align: 'right', render: (fen: number) => formatYuan(fen) },
          { title: '入网时间', dataIndex: 'joinedAt', render: (iso: string) => formatDateTime(iso) },
          ...(canAct
            ? [
                {
                  title: '操作',
                  key: 'actions',
                  render: (_value: unknown, number: CustomerNumber) => (
                    <Button size="small" onClick={() => setLoggingOut(number.phone)} aria-label={`让 ${maskPhone(number.phone)} 的微信用户全部下线`}>
                      全部下线
                    </Button>
                  ),
                },
              ]
            : []),
        ]}
      />
      <ReasonModal
        title={loggingOut ? `让 ${maskPhone(loggingOut)} 的微信用户全部下线` : ''}
        label={CustomerMessage.END_SESSIONS_REASON_LABEL}
        isOpen={loggingOut !== null}
        isSending={endSessions.isPending}
        onClose={() => setLoggingOut(null)}
        onSend={(reason) => loggingOut && endSessions.mutate({ phone: loggingOut, reason }, { onSuccess: () => setLoggingOut(null) })}
      />
    </>
  );
}

function MembersTable({ phone, members, canUnbind }: { phone: string; members: Member[]; canUnbind: boolean }) {
  const [unbinding, setUnbinding] = useState<Member | null>(null);
  const unbind = useUnbindCustomerMember(phone);
  return (
    <>
      <Table<Member>
        rowKey={(member) => `${member.memberId}:${member.phone}`}
        size="small"
        pagination={false}
        dataSource={members}
        locale={{ emptyText: '暂无绑定的微信用户' }}
        columns={[
          { title: '微信昵称', dataIndex: 'nickname' },
          { title: '绑定号码', dataIndex: 'phone', render: (bound: string) => maskPhone(bound) },
          { title: '绑定时间', dataIndex: 'boundAt', render: (iso: string) => formatDateTime(iso) },
          { title: '当前使用', dataIndex: 'isActiveNumber', render: (isActive: boolean) => (isActive ? '是' : '否') },
          ...(canUnbind
            ? [
                {
                  title: '操作',
                  key: 'actions',
                  render: (_value: unknown, member: Member) => (
                    <Button size="small" danger onClick={() => setUnbinding(member)} aria-label={`解绑 ${member.nickname}（${maskPhone(member.phone)}）`}>
                      解绑
                    </Button>
                  ),
                },
              ]
            : []),
        ]}
      />
      <ReasonModal
        title={unbinding ? `解绑 ${unbinding.nickname} 与 ${maskPhone(unbinding.phone)}` : ''}
        label={CustomerMessage.UNBIND_REASON_LABEL}
        isOpen={unbinding !== null}
        isSending={unbind.isPending}
        onClose={() => setUnbinding(null)}
        onSend={(reason) =>
          unbinding && unbind.mutate({ phone: unbinding.phone, memberId: unbinding.memberId, reason }, { onSuccess: () => setUnbinding(null) })
        }
      />
    </>
  );
}

function BindingHistory({ events }: { events: BindingEvent[] }) {
  return (
    <Table<BindingEvent>
      rowKey="id"
      size="small"
      pagination={false}
      dataSource={events}
      locale={{ emptyText: '暂无绑定记录' }}
      columns={[
        { title: '时间', dataIndex: 'createdAt', render: (iso: string) => formatDateTime(iso) },
        { title: '微信昵称', dataIndex: 'nickname' },
        { title: '号码', dataIndex: 'phone', render: (bound: string) => maskPhone(bound) },
        { title: '操作', dataIndex: 'action', render: (action: BindingEvent['action']) => (action === 'bind' ? '绑定' : '解绑') },
        { title: '方式', dataIndex: 'method', render: (method: BindingMethod) => BINDING_METHOD_LABELS[method] },
      ]}
    />
  );
}

function Notes({ phone, notes, canWrite }: { phone: string; notes: CustomerNote[]; canWrite: boolean }) {
  const [form] = Form.useForm<{ text: string }>();
  const add = useAddCustomerNote(phone);
  return (
    <>
      {canWrite && (
        <Form
          form={form}
          layout="vertical"
          className="console-section"
          onFinish={({ text }) => add.mutate({ phone, text: text.trim() }, { onSuccess: () => form.resetFields() })}
        >
          <Form.Item label="添加备注" name="text" rules={[{ required: true, whitespace: true, message: '请填写备注' }]}>
            <Input.TextArea maxLength={CustomerLimit.NOTE_MAX} rows={2} showCount />
          </Form.Item>
          <Button htmlType="submit" loading={add.isPending}>
            保存备注
          </Button>
        </Form>
      )}
      <Table<CustomerNote>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={notes}
        locale={{ emptyText: '暂无备注' }}
        columns={[
          { title: '时间', dataIndex: 'createdAt', width: 170, render: (iso: string) => formatDateTime(iso) },
          { title: '号码', dataIndex: 'phone', width: 130, render: (noted: string) => maskPhone(noted) },
          { title: '备注', dataIndex: 'text' },
          { title: '客服', dataIndex: 'staffName', width: 100 },
        ]}
      />
    </>
  );
}

export interface CustomerViewPanelProps {
  phone: string;
  view: CustomerView;
  canReveal: boolean;
  canAct: boolean;
}

/** One person: the owner (masked), every number under their ID, the members holding them, the binding history and the desk's notes. */
export function CustomerViewPanel({ phone, view, canReveal, canAct }: CustomerViewPanelProps) {
  return (
    <>
      <OwnerProfile phone={phone} view={view} canReveal={canReveal} />
      <Card type="inner" size="small" title={`名下号码（${view.numbers.length}）`} className="console-section">
        <NumbersTable phone={phone} numbers={view.numbers} canAct={canAct} />
      </Card>
      <Card type="inner" size="small" title="绑定的微信用户" className="console-section">
        <MembersTable phone={phone} members={view.members} canUnbind={canAct} />
      </Card>
      <Card type="inner" size="small" title="绑定记录" className="console-section">
        <BindingHistory events={view.bindingEvents} />
      </Card>
      <Card type="inner" size="small" title="客服备注" className="console-section">
        <Notes phone={phone} notes={view.notes} canWrite={canAct} />
      </Card>
      <Typography.Paragraph type="secondary">每次查看客户视图与查看完整信息均记入操作日志。</Typography.Paragraph>
    </>
  );
}
