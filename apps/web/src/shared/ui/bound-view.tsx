import type { ReactNode } from 'react';
import { BindRequired } from './bind-required.tsx';
import { QueryView, type QueryStates, type ViewedQuery } from './query-view.tsx';

// Services that need a bound phone put 去绑定 in front of their data (antd-mobile's Result and
// Button, so it lives apart from QueryView, which the first route uses).

/** The member record as BoundView reads it: the bound phone, when there is one. */
interface MemberWithPhone {
  mobilePhoneInfo?: { mobilePhone?: string | null } | null;
}

export interface BoundViewProps extends QueryStates {
  member: ViewedQuery<MemberWithPhone>;
  children: (phone: string) => ReactNode;
}

/**
 * For services that need a bound phone: the member record's load and failure, then 去绑定 when no
 * phone is bound. A record that did not load says nothing about binding: it shows the failure and
 * 重新加载, never 去绑定.
 */
export function BoundView({ member, loading, failedTitle, children }: BoundViewProps) {
  return (
    <QueryView query={member} loading={loading} failedTitle={failedTitle}>
      {(record) => {
        const phone = record.mobilePhoneInfo?.mobilePhone;
        return phone ? children(phone) : <BindRequired />;
      }}
    </QueryView>
  );
}

/** The bound phone of a loaded member record ('' while it loads or when none is bound): for a query's `enabled`. */
export function boundPhoneOf(member: { data?: MemberWithPhone }): string {
  return member.data?.mobilePhoneInfo?.mobilePhone ?? '';
}
