import { APPLICATION_STATUS_TEXT, type ApplicationStatusValue } from '@hall/contract/applications/rules';
import type { NumberAccount, NumberRecord } from '@hall/contract/console-numbers/schemas';
import { numberStateLabel, type NumberState } from '@hall/contract/number-state';
import type { StaffRole } from '@hall/contract/operation';
import { Button, Card, Descriptions, Space, Table, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConsoleQueryView } from '../../shell/components/console-query-view.tsx';
import { formatYuan } from '../../../../shared/lib/format.ts';
import { formatDateTime } from '../../shell/components/form-values.ts';
import { PhoneSearchForm, readLinkedPhone } from '../../shell/components/phone-search-form.tsx';
import { canCallStaffOperation } from '../../shell/staff-access.ts';
import { numberAccountQuery, numberActivityQuery, numberRecordQuery } from '../numbers-api.ts';
import { RefundTable } from '../components/refund-table.tsx';
import { LossReportTable } from '../components/loss-report-table.tsx';
import { BillTable, LedgerTable, StateChangeTable, UsageTable } from '../components/account-tables.tsx';
import { AdjustmentTable } from '../components/adjustment-table.tsx';
import { DebtTable } from '../components/debt-table.tsx';
import { FormerOwnerTable } from '../components/former-owner-table.tsx';
import { NumberActionBar } from '../components/number-action-bar.tsx';
import { ActivityCards } from '../components/activity-cards.tsx';
import { SmsTable } from '../components/notice-tables.tsx';

// The number's state as the contract names it, with a colour each.
const STATE_COLOR: Record<NumberState, string> = {
  normal: 'success',
  owing: 'warning',
  arrearsSuspended: 'error',
  keptSuspended: 'default',
  auditSuspended: 'error',
  staffSuspended: 'error',
  preCancelled: 'error',
  cancelled: 'default',
  released: 'default',
};
const APPLICATION_COLOR: Record<ApplicationStatusValue, string> = { pending: 'processing', passed: 'success', failed: 'error' };

const timeOrDash = (iso: string | null) => (iso ? formatDateTime(iso) : '—');

function NumberProfile({ number }: { number: NumberRecord['number'] }) {
  return (
    <Descriptions bordered size="small" column={{ xs: 1, md: 2, xl: 3 }}>
      <Descriptions.Item label="号码">{number.phone}</Descriptions.Item>
      <Descriptions.Item label="号码状态">
        <Tag color={STATE_COLOR[number.status]}>{numberStateLabel(number.status)}</Tag>
      </Descriptions.Item>
      <Descriptions.Item label="状态开始时间">{formatDateTime(number.stateSince)}</Descriptions.Item>
      <Descriptions.Item label="销户时间">{timeOrDash(number.cancelledAt)}</Descriptions.Item>
      <Descriptions.Item label="机主">{number.ownerName}</Descriptions.Item>
      <Descriptions.Item label="证件号码">{number.idNumber}</Descriptions.Item>
      <Descriptions.Item label="实名登记">{number.isRealName ? '是' : '否'}</Descriptions.Item>
      <Descriptions.Item label="当前卡ICCID">{number.iccid}</Descriptions.Item>
      <Descriptions.Item label="绑定微信用户">{number.boundMembers}</Descriptions.Item>
      <Descriptions.Item label="余额（元）">{formatYuan(number.balanceFen)}</Descriptions.Item>
      <Descriptions.Item label="积分">{number.points}</Descriptions.Item>
      <Descriptions.Item label="信用额度（元）">
        {formatYuan(number.creditLimitFen)}（{number.isOwnCreditLimit ? '单独设置' : '按套餐'}）
      </Descriptions.Item>
    </Descriptions>
  );
}

function RecordTables({ record, canRecordRefunds, canLiftLossReports }: { record: NumberRecord; canRecordRefunds: boolean; canLiftLossReports: boolean }) {
  return (
    <>
      <Card type="inner" title="退费记录" className="console-section">
        <RefundTable refunds={record.refunds} canRecordPayment={canRecordRefunds} />
      </Card>
      <Card type="inner" title="换卡记录" className="console-section">
        <Table
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={record.cardChanges}
          locale={{ emptyText: '暂无换卡记录' }}
          columns={[
            { title: '原卡ICCID', dataIndex: 'oldIccidTail', width: 140, render: (tail: string) => `****${tail}` },
            { title: '新卡ICCID', dataIndex: 'newIccidTail', width: 140, render: (tail: string) => `****${tail}` },
            { title: '换卡时间', dataIndex: 'changedAt', render: (iso: string) => formatDateTime(iso) },
          ]}
        />
      </Card>
      <Card type="inner" title="挂失记录" className="console-section">
        <LossReportTable reports={record.lossReports} canLift={canLiftLossReports} />
      </Card>
      <Card type="inner" title="业务申请" className="console-section">
        <Table
          rowKey={(item) => `${item.kind}:${item.applicationNo}`}
          size="small"
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
          dataSource={record.applications}
          locale={{ emptyText: '暂无业务申请' }}
          columns={[
            { title: '类型', dataIndex: 'kindLabel', width: 120 },
            { title: '申请单号', dataIndex: 'applicationNo', width: 200 },
            {
              title: '状态',
              dataIndex: 'status',
              width: 100,
              render: (status: ApplicationStatusValue) => <Tag color={APPLICATION_COLOR[status]}>{APPLICATION_STATUS_TEXT[status]}</Tag>,
            },
            { title: '未通过原因', dataIndex: 'reason', render: (reason: string | null) => reason ?? '—' },
            { title: '提交时间', dataIndex: 'submittedAt', width: 170, render: (iso: string) => formatDateTime(iso) },
            { title: '审核时间', dataIndex: 'reviewedAt', width: 170, render: timeOrDash },
          ]}
        />
      </Card>
      <Card type="inner" title="业务订单" className="console-section">
        <Table
          rowKey="oid"
          size="small"
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
          dataSource={record.orders}
          locale={{ emptyText: '暂无业务订单' }}
          columns={[
            { title: '订单号', dataIndex: 'oid', width: 220 },
            { title: '业务', dataIndex: 'name' },
            { title: '状态', dataIndex: 'status', width: 120 },
            { title: '下单时间', dataIndex: 'createdAt', width: 170, render: (iso: string) => formatDateTime(iso) },
          ]}
        />
      </Card>
    </>
  );
}

/** The number's money and life cycle: adjustments (waiting ones first), state changes, debts, bills, ledger and usage. */
function AccountTables({ account, canWriteOffDebts }: { account: NumberAccount; canWriteOffDebts: boolean }) {
  return (
    <>
      <Card type="inner" title="调账记录" className="console-section">
        <AdjustmentTable adjustments={account.adjustments} />
      </Card>
      <Card type="inner" title="状态变更" className="console-section">
        <StateChangeTable changes={account.stateChanges} />
      </Card>
      <Card type="inner" title="欠款记录" className="console-section">
        <DebtTable debts={account.debts} canWriteOff={canWriteOffDebts} />
      </Card>
      <Card type="inner" title="账单（近12个月）" className="console-section">
        <BillTable bills={account.bills} />
      </Card>
      <Card type="inner" title="余额明细" className="console-section">
        <LedgerTable ledger={account.ledger} />
      </Card>
      <Card type="inner" title="用量（近31天）" className="console-section">
        <UsageTable usage={account.usage} />
      </Card>
    </>
  );
}

/**
 * The number record (号码档案, roles service and auditor): what the back office holds for one number
 * and its account; the actions the staff member's roles allow in the number's state (停机, 复机,
 * 解除审核停机, 发起销户, 信用额度, 调账, approving another's 调账, 核销欠款); admins record refund
 * payments, customer service lifts a loss report.
 */
export function NumberRecordPage({
  canRecordRefunds = false,
  canLiftLossReports = false,
  roles = [],
}: {
  canRecordRefunds?: boolean;
  canLiftLossReports?: boolean;
  roles?: readonly StaffRole[];
}) {
  // Opened from a link of another page (欠款) with the number to show.
  const [phone, setPhone] = useState(readLinkedPhone);
  const record = useQuery(numberRecordQuery(phone));
  const account = useQuery(numberAccountQuery(phone));
  const activity = useQuery(numberActivityQuery(phone));
  const queries = [record, account, activity];
  const refresh = () => queries.forEach((query) => void query.refetch());

  return (
    <Card
      title="号码档案"
      extra={
        phone && (
          <Button onClick={refresh} loading={queries.some((query) => query.isFetching && !query.isPending)}>
            刷新
          </Button>
        )
      }
    >
      <PhoneSearchForm onSearch={setPhone} initialPhone={phone} className="console-section" />
      {phone !== '' && (
        <ConsoleQueryView query={record} loadingLabel="正在加载号码档案">
          {(found) => (
            <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
              <NumberProfile number={found.number} />
              <NumberActionBar phone={phone} number={found.number} roles={roles} approvalAboveFen={account.data?.approvalAboveFen} />
              <ConsoleQueryView query={account} loadingLabel="正在加载账务信息" failure="账务信息加载失败">
                {(loaded) => <AccountTables account={loaded} canWriteOffDebts={canCallStaffOperation(roles, 'CONSOLE_WRITE_OFF_DEBT')} />}
              </ConsoleQueryView>
              <RecordTables record={found} canRecordRefunds={canRecordRefunds} canLiftLossReports={canLiftLossReports} />
              <ConsoleQueryView query={activity} loadingLabel="正在加载充值、发票与通知" failure="充值、发票与通知加载失败">
                {(loaded) => <ActivityCards activity={loaded} sms={found.sms} />}
              </ConsoleQueryView>
              <Card type="inner" title="短信记录" className="console-section">
                <SmsTable sms={found.sms} />
              </Card>
              <Card type="inner" title="往期机主" className="console-section">
                <FormerOwnerTable owners={found.formerOwners} />
              </Card>
            </Space>
          )}
        </ConsoleQueryView>
      )}
    </Card>
  );
}
