import { numberStateLabel, type NumberState } from '@hall/contract/number-state';
import { INJECTED_USAGE_KINDS, INJECTED_USAGE_LABELS, type InjectedUsageKind } from '@hall/contract/console-sandbox/rules';
import { SMS_INDUSTRY_CATEGORIES, type SmsIndustryCode } from '@hall/contract/sms-register/rules';
import type { OperationInput, OperationOutput } from '@hall/contract/schemas';
import { Button, Card, Input, InputNumber, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { formatYuan } from '../../../../shared/lib/format.ts';
import { createRequestId } from '../../shell/components/form-values.ts';

/** What stopped a received message or call (a message may meet either). */
const INTERCEPTED_TEXT: Partial<Record<InjectedUsageKind, string>> = {
  sms_received: '已被短信免打扰或骚扰拦截拦下，未计入',
  call_received: '已被骚扰拦截拦下，未计入',
};

interface SandboxUsageCardProps {
  isPending: boolean;
  onInject: (usage: OperationInput<'CONSOLE_SANDBOX_INJECT_USAGE'>, done: (result: OperationOutput<'CONSOLE_SANDBOX_INJECT_USAGE'>) => void) => void;
}

/**
 * Usage of a number now, as the network would report it to the back office. The request id is kept
 * until the usage is recorded, so a double click or a retry is the same usage, charged once.
 */
export function SandboxUsageCard({ isPending, onInject }: SandboxUsageCardProps) {
  const [phone, setPhone] = useState('');
  const [kind, setKind] = useState<InjectedUsageKind>('data_gb');
  const [amount, setAmount] = useState<number | null>(1);
  const [otherParty, setOtherParty] = useState('');
  const [sender, setSender] = useState('');
  const [category, setCategory] = useState<SmsIndustryCode | 'none'>('none');
  const [requestId, setRequestId] = useState(createRequestId);
  const [result, setResult] = useState<{
    phone: string;
    kind: InjectedUsageKind;
    balanceFen: number;
    status: NumberState;
    recorded: number;
    intercepted: number;
  } | null>(null);
  const needsOtherParty = kind === 'voice_minutes' || kind === 'sms_count';
  const isReceived = kind === 'sms_received' || kind === 'call_received';
  const isSmsReceived = kind === 'sms_received';

  const submit = () =>
    onInject(
      {
        requestId,
        phone: phone.trim(),
        kind,
        amount: amount ?? 0,
        otherParty: needsOtherParty ? otherParty.trim() : undefined,
        sender: isReceived && sender.trim() ? sender.trim() : undefined,
        category: isSmsReceived && category !== 'none' ? category : undefined,
      },
      (answer) => {
        setResult({ phone: phone.trim(), kind, ...answer });
        setRequestId(createRequestId());
      },
    );

  return (
    <Card title="模拟用量（计费系统接收的使用记录）">
      <Space wrap>
        <Input
          aria-label="用量号码"
          placeholder="手机号码"
          maxLength={11}
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
          style={{ width: 160 }}
        />
        <Select
          aria-label="用量类型"
          value={kind}
          onChange={setKind}
          style={{ width: 170 }}
          options={INJECTED_USAGE_KINDS.map((value) => ({ value, label: INJECTED_USAGE_LABELS[value] }))}
        />
        <InputNumber aria-label="用量数量" min={1} precision={0} value={amount} onChange={setAmount} style={{ width: 120 }} />
        {needsOtherParty ? (
          <Input
            aria-label="对方号码"
            placeholder="对方号码"
            maxLength={11}
            value={otherParty}
            onChange={(event) => setOtherParty(event.target.value)}
            style={{ width: 160 }}
          />
        ) : null}
        {isReceived ? (
          <>
            <Input
              aria-label={isSmsReceived ? '发送方号码' : '来电号码'}
              placeholder={isSmsReceived ? '发送方号码（3-20位）' : '来电号码（3-20位）'}
              maxLength={20}
              value={sender}
              onChange={(event) => setSender(event.target.value)}
              style={{ width: 180 }}
            />
          </>
        ) : null}
        {isSmsReceived ? (
          <>
            <Select
              aria-label="短信行业"
              value={category}
              onChange={setCategory}
              style={{ width: 150 }}
              options={[
                { value: 'none' as const, label: '个人短信（无行业）' },
                ...SMS_INDUSTRY_CATEGORIES.map(({ code, name }) => ({ value: code, label: name })),
              ]}
            />
          </>
        ) : null}
        <Button type="primary" loading={isPending} onClick={submit}>
          上报用量
        </Button>
      </Space>
      {result ? (
        <Typography.Paragraph style={{ marginTop: 12 }} role="status">
          {result.intercepted ? (INTERCEPTED_TEXT[result.kind] ?? '已拦截，未计入') : result.recorded ? '已计入' : '该用量此前已计入或已拦截'}：{result.phone}{' '}
          当前余额 ¥{formatYuan(result.balanceFen)}，状态：
          {numberStateLabel(result.status)}
        </Typography.Paragraph>
      ) : null}
    </Card>
  );
}
