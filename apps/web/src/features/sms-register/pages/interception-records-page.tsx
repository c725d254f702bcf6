import { QueryView } from '../../../shared/ui/query-view.tsx';
import { SmsRegisterMessage, SMS_INTERCEPTION_DAYS } from '@hall/contract/sms-register/rules';
import type { SmsInterception } from '@hall/contract/sms-register/schemas';
import { List } from 'antd-mobile';
import { formatMinuteTime } from '../../../shared/lib/format-date.ts';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { readServicePhone, useSmsInterceptions } from '../api.ts';
import '../sms-register.css';

function InterceptionItem({ record }: { record: SmsInterception }) {
  const why = record.reason === 'number' ? '拒收号码' : '拒收行业';
  return (
    <List.Item
      description={
        <>
          <span>{formatMinuteTime(record.occurredAt)}</span>
          <span className="interception-why">{record.categoryName ? `${record.categoryName} · ${why}` : why}</span>
        </>
      }
      extra={record.count > 1 ? `${record.count}条` : undefined}
    >
      {record.sender}
    </List.Item>
  );
}

/** /InterceptionRecords: 拦截记录, the messages the do-not-disturb registration kept from the number picked with 去登记. */
export function InterceptionRecordsPage() {
  const phone = readServicePhone();
  const records = useSmsInterceptions(phone, '/WillRegister');
  return (
    <div className="page">
      <PageHeader title="拦截记录" backTo="/SelectFunction" />
      <QueryView
        query={records}
        loading={6}
        failedTitle="拦截记录加载失败"
        isLeaving={records.isLeaving}
        isEmpty={(data) => data.list.length === 0}
        empty={{ title: SmsRegisterMessage.INTERCEPTIONS_EMPTY, description: `近${SMS_INTERCEPTION_DAYS}天没有被拦截的短信` }}
      >
        {(data) => (
          <List header={`近${SMS_INTERCEPTION_DAYS}天共拦截 ${data.total} 条短信`}>
            {data.list.map((record) => (
              <InterceptionItem key={record.id} record={record} />
            ))}
          </List>
        )}
      </QueryView>
    </div>
  );
}
