import { NumberKeepingMessage, OwnerCheckBy, type OwnerCheckByValue } from '@hall/contract/number-keeping/rules';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { HallForm, useHallForm } from '../../../shared/form/hall-form.tsx';
import { SubmitBar } from '../../../shared/form/submit-bar.tsx';
import { useMember } from '../../../shared/member/use-member.ts';
import { boundPhoneOf, BoundView } from '../../../shared/ui/bound-view.tsx';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { HotlineLink } from '../../../shared/ui/hotline.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { QueryView } from '../../../shared/ui/query-view.tsx';
import { SegmentedTabs } from '../../../shared/ui/segmented-tabs.tsx';
import { numberKeepingStatusQuery, useReadPuk } from '../api.ts';
import { OWNER_CHECK_TABS, OwnerCheckFields, toOwnerProof, type OwnerCheckValues } from '../components/owner-check-fields.tsx';
import '../number-keeping.css';

/** /pukQuery: the SIM card's PUK, shown after the owner check (service password or SMS code). */
export function PukQueryPage() {
  const member = useMember();
  const status = useQuery({ ...numberKeepingStatusQuery, enabled: boundPhoneOf(member) !== '' });
  const readPuk = useReadPuk();
  const form = useHallForm<OwnerCheckValues>();
  const [checkBy, setCheckBy] = useState<OwnerCheckByValue>(OwnerCheckBy.PASSWORD);

  const submit = (values: OwnerCheckValues) => readPuk.mutate(toOwnerProof(checkBy, values), { onSuccess: () => form.resetFields() });

  return (
    <div className="page">
      <PageHeader title="PUK码查询" />
      <BoundView member={member} loading={4}>
        {(phone) => (
          <QueryView query={status} loading={4} failedTitle="号码信息查询失败" refused="暂不能查询">
            {(current) => {
              if (!current.hasPuk) {
                return (
                  <EmptyState title="暂无该卡的PUK码" description={NumberKeepingMessage.PUK_NOT_ON_RECORD}>
                    <p className="page-intro">
                      客服热线：
                      <HotlineLink />
                    </p>
                  </EmptyState>
                );
              }
              if (readPuk.data) {
                return (
                  <section className="number-keeping-puk" aria-label="PUK码">
                    <p>SIM卡（卡号尾号{readPuk.data.iccidTail}）的PUK码</p>
                    <p className="number-keeping-puk-code">{readPuk.data.puk}</p>
                    <p className="number-keeping-puk-warning">请勿将PUK码告诉他人。PUK码连续输错10次，SIM卡将永久锁定，需到营业厅补卡。</p>
                  </section>
                );
              }
              return (
                <>
                  <p className="page-intro">
                    PIN码连续输错3次后SIM卡将被锁定，需输入PUK码解锁。查询SIM卡（卡号尾号{current.iccidTail}）的PUK码前，请先验证身份。
                  </p>
                  <HallForm form={form} onSubmit={submit}>
                    <SegmentedTabs label="验证方式" tabs={OWNER_CHECK_TABS} activeKey={checkBy} onChange={setCheckBy} />
                    <OwnerCheckFields form={form} checkBy={checkBy} phone={phone} />
                  </HallForm>
                  <SubmitBar form={form} text="查询PUK码" isPending={readPuk.isPending} />
                </>
              );
            }}
          </QueryView>
        )}
      </BoundView>
    </div>
  );
}
