import { OpeningRecordsCheck } from '@hall/contract/queries/rules';
import type { OpeningRecord } from '@hall/contract/queries/schemas';
import { Button, List, Popup, Tag } from 'antd-mobile';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { HallForm, useHallForm } from '../../../shared/form/hall-form.tsx';
import { SubmitBar } from '../../../shared/form/submit-bar.tsx';
import { TextField } from '../../../shared/form/text-field.tsx';
import { formatDate } from '../../../shared/lib/format-date.ts';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { QueryView } from '../../../shared/ui/query-view.tsx';
import { openingRecordsQuery } from '../api.ts';
import '../queries.css';

const STATUS_COLOR: Record<OpeningRecord['status'], 'warning' | 'success' | 'danger'> = { 待审核: 'warning', 审核通过: 'success', 审核不通过: 'danger' };
const CANCELLATION_EVENT = '号码注销';

/** The validity note: only for passed applications that are not a number cancellation. */
function hasValidityNote(record: OpeningRecord): boolean {
  return record.status === '审核通过' && record.applyEvent !== CANCELLATION_EVENT;
}

interface OpeningRecordsSearch {
  customerName: string;
  identityCode: string;
}

/** /querySteps: card-opening applications under a name and ID number, with their review. */
export function QueryStepsPage() {
  const form = useHallForm<OpeningRecordsSearch>();
  const [searched, setSearched] = useState<OpeningRecordsSearch | null>(null);
  const records = useQuery({
    ...openingRecordsQuery(searched?.customerName ?? '', searched?.identityCode ?? ''),
    enabled: searched !== null,
    // A running search leaves the last answer on screen, as before.
    placeholderData: keepPreviousData,
  });
  const [opened, setOpened] = useState<OpeningRecord | null>(null);

  const search = (next: OpeningRecordsSearch) => {
    if (searched?.customerName === next.customerName && searched.identityCode === next.identityCode) {
      // The same person again: each press asks the server again.
      void records.refetch();
    } else {
      setSearched(next);
    }
  };

  return (
    <div className="page">
      <PageHeader title="开卡记录查询" />
      <HallForm form={form} onSubmit={search}>
        <TextField name="customerName" label="姓名" kind="name" placeholder="请输入姓名" check={OpeningRecordsCheck.CUSTOMER_NAME} />
        <TextField name="identityCode" label="身份证号" kind="idNumber" placeholder="请输入身份证号" check={OpeningRecordsCheck.IDENTITY_CODE} />
      </HallForm>
      <SubmitBar form={form} text="查询" isPending={records.isFetching} />
      <QueryView
        query={records}
        // Nothing before a search and while the first one runs (查询 shows it is busy); a failed
        // search has toasted why, and 查询 asks again.
        loading={null}
        failed={() => null}
        isEmpty={(list) => list.length === 0}
        empty={{ title: '暂无记录', description: '未查询到该身份下的开卡申请' }}
      >
        {(list) => (
          <List header="申请记录">
            {list.map((record, index) => {
              const isPending = record.status === '待审核';
              return (
                <List.Item
                  key={`${record.serviceId}-${index}`}
                  arrowIcon={!isPending}
                  onClick={isPending ? undefined : () => setOpened(record)}
                  extra={<Tag color={STATUS_COLOR[record.status]}>{record.status}</Tag>}
                  description={`${record.serviceId} · ${record.prodOfferName} · ${formatDate(record.applyTime)}`}
                >
                  {record.applyEvent}
                </List.Item>
              );
            })}
          </List>
        )}
      </QueryView>
      <Popup visible={opened !== null} onMaskClick={() => setOpened(null)} bodyStyle={{ borderTopLeftRadius: 12, borderTopRightRadius: 12 }}>
        {opened && (
          <div className="page-section" role="dialog" aria-label="申请详情">
            <h2 className="section-title">申请详情</h2>
            <div className="order-detail-row">
              <span>业务类型</span>
              <span>{opened.applyEvent}</span>
            </div>
            <div className="order-detail-row">
              <span>号码</span>
              <span>{opened.serviceId}</span>
            </div>
            <div className="order-detail-row">
              <span>套餐</span>
              <span>
                {opened.prodOfferName}（{opened.prodOfferId}）
              </span>
            </div>
            <div className="order-detail-row">
              <span>审核状态</span>
              <span>{opened.status}</span>
            </div>
            <div className="order-detail-row">
              <span>审核意见</span>
              <span>{opened.auditRemark || '无'}</span>
            </div>
            {hasValidityNote(opened) && <p className="steps-validity">{opened.ifValid === 1 ? '该号码当前有效，可正常使用' : '该号码已失效'}</p>}
            <div className="page-actions">
              <Button block onClick={() => setOpened(null)}>
                关闭
              </Button>
            </div>
          </div>
        )}
      </Popup>
    </div>
  );
}
