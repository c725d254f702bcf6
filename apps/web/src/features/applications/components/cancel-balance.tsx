import { describeCancelOwing } from '@hall/contract/applications/rules';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { Link, useNavigate } from 'react-router';
import { formatYuan } from '../../../shared/lib/format.ts';
import { topUpLink } from '../../../shared/lib/top-up-link.ts';
import { QueryView } from '../../../shared/ui/query-view.tsx';
import { balanceQuery } from '../api.ts';

/**
 * The balance of the number to cancel: what a refund would pay, or, when it owes, how much and the
 * way to pay it (a number that owes cannot be cancelled: the server refuses the form).
 */
export function CancelBalance({ phone }: { phone: string }) {
  const navigate = useNavigate();
  const balance = useQuery(balanceQuery);
  return (
    <QueryView query={balance} loading={1} failedTitle="余额查询失败">
      {({ amount }) =>
        amount < 0 ? (
          <section className="applications-owing" role="alert" aria-label="欠费">
            <p>{describeCancelOwing(-amount)}</p>
            <Button block color="primary" onClick={() => navigate(topUpLink(phone, -amount))}>
              缴清欠费{formatYuan(-amount)}元
            </Button>
            <p className="applications-hint">
              也可<Link to="/Recharge">前往充值</Link>，缴清后重新核验身份即可申请销户。
            </p>
          </section>
        ) : (
          <p className="applications-balance">
            账户余额：{formatYuan(amount)}元{amount > 0 ? '（可选择退至本人银行卡）' : ''}
          </p>
        )
      }
    </QueryView>
  );
}
