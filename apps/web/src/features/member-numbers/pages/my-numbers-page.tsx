import { BINDING_METHOD_LABELS } from '@hall/contract/member-numbers/rules';
import type { HeldNumberInfo } from '@hall/contract/member-numbers/schemas';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, List, Tag } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { formatDate } from '../../../shared/lib/format-date.ts';
import { BindForm } from '../../../shared/member/bind-form.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { QueryView } from '../../../shared/ui/query-view.tsx';
import { showSuccessToast } from '../../../shared/ui/toast.ts';
import { reloadForActiveNumber } from '../../../shared/member/active-number.ts';
import { myNumbersQuery, useSwitchNumber } from '../api.ts';
import '../member-numbers.css';

/** /myNumbers (我的号码): the member's numbers, the active one marked, switching, adding one, and the ways to the rest. */
export function MyNumbersPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const numbers = useQuery(myNumbersQuery);
  const switchNumber = useSwitchNumber();
  const [isAdding, setIsAdding] = useState(false);

  const switchTo = (mobilePhone: string) =>
    switchNumber.mutate(mobilePhone, {
      onSuccess: () => {
        showSuccessToast(`已切换到 ${mobilePhone}`);
        navigate('/Recharge');
      },
    });

  const onBound = async () => {
    setIsAdding(false);
    await reloadForActiveNumber(queryClient);
    showSuccessToast('绑定成功，已切换到新号码');
  };

  return (
    <div className="page">
      <PageHeader title="我的号码" />
      <QueryView
        query={numbers}
        loading={4}
        failedTitle="号码加载失败"
        isEmpty={(data) => data.numbers.length === 0}
        empty={{ title: '暂未绑定号码', description: '绑定本网手机号后，即可查询话费、办理业务' }}
      >
        {({ numbers: held, maxNumbers }) => (
          <>
            <ul className="my-numbers" aria-label="已绑定的号码">
              {held.map((number) => (
                <NumberCard key={number.mobilePhone} number={number} isSwitching={switchNumber.isPending} onSwitch={() => switchTo(number.mobilePhone)} />
              ))}
            </ul>
            <p className="page-intro">
              已绑定 {held.length}/{maxNumbers} 个号码。营业厅的查询和办理都针对当前号码。
            </p>
            {held.length < maxNumbers && !isAdding && (
              <div className="page-actions">
                <Button block color="primary" fill="outline" onClick={() => setIsAdding(true)}>
                  添加号码
                </Button>
              </div>
            )}
          </>
        )}
      </QueryView>
      {(isAdding || numbers.data?.numbers.length === 0) && <BindForm intro="输入要绑定的本网手机号，验证码将发送到该号码" onBound={() => void onBound()} />}
      <List header="号码管理" className="my-numbers-links">
        <List.Item onClick={() => navigate('/numberHolders')} description="查看并移除绑定了当前号码的其他微信">
          当前号码的绑定用户
        </List.Item>
        <List.Item onClick={() => navigate('/bindingHistory')}>绑定记录</List.Item>
        <List.Item onClick={() => navigate('/relieve')} description="解除后将切换到您的其他号码">
          解除当前号码绑定
        </List.Item>
      </List>
    </div>
  );
}

function NumberCard({ number, isSwitching, onSwitch }: { number: HeldNumberInfo; isSwitching: boolean; onSwitch: () => void }) {
  return (
    <li className={number.isActive ? 'my-number is-active' : 'my-number'}>
      <div className="my-number-head">
        <span className="my-number-phone">{number.mobilePhone}</span>
        {number.isActive ? (
          <Tag color="primary">当前号码</Tag>
        ) : (
          <Button size="small" color="primary" disabled={isSwitching} onClick={onSwitch} aria-label={`切换到${number.mobilePhone}`}>
            切换
          </Button>
        )}
      </div>
      <p className="my-number-detail">
        {number.mobileStatus} · {number.packageName}
      </p>
      <p className="my-number-detail">
        {formatDate(number.boundAt)} 通过{BINDING_METHOD_LABELS[number.boundBy]}绑定
      </p>
    </li>
  );
}
