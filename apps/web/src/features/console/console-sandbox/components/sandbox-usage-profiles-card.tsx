import { USAGE_PROFILE_LABELS, USAGE_PROFILES, type UsageProfile } from '@hall/contract/console-sandbox/rules';
import type { OperationInput } from '@hall/contract/schemas';
import { Button, Card, Input, Select, Space, Table, Typography } from 'antd';
import { useState } from 'react';

type ProfileChoice = UsageProfile | 'none';
const PROFILE_OPTIONS = [...USAGE_PROFILES.map((value) => ({ value, label: USAGE_PROFILE_LABELS[value] })), { value: 'none' as const, label: '不模拟' }];

interface SandboxUsageProfilesCardProps {
  profiles: { phone: string; profile: UsageProfile; simulatedThrough: string }[];
  onSetProfile: (change: OperationInput<'CONSOLE_SANDBOX_SET_USAGE_PROFILE'>) => void;
}

/** The numbers whose daily usage the simulator generates as the clock passes midnight, and their profiles. */
export function SandboxUsageProfilesCard({ profiles, onSetProfile }: SandboxUsageProfilesCardProps) {
  const [phone, setPhone] = useState('');
  const [profile, setProfile] = useState<ProfileChoice>('normal');
  return (
    <Card title="用量模拟（使用画像）">
      <Typography.Paragraph>每天零点后，模拟器按号码的使用画像生成前一天的上网、通话和短信记录并上报计费系统（同一号码同一天只计一次）。</Typography.Paragraph>
      <Table
        rowKey="phone"
        size="small"
        dataSource={profiles}
        pagination={false}
        locale={{ emptyText: '暂无模拟用量的号码' }}
        columns={[
          { title: '号码', dataIndex: 'phone' },
          {
            title: '使用画像',
            dataIndex: 'profile',
            render: (value: UsageProfile, item) => (
              <Select
                aria-label={`${item.phone} 的使用画像`}
                value={value}
                onChange={(next: ProfileChoice) => onSetProfile({ phone: item.phone, profile: next })}
                options={PROFILE_OPTIONS}
                style={{ width: 140 }}
              />
            ),
          },
          { title: '已模拟至', dataIndex: 'simulatedThrough' },
        ]}
      />
      <Space style={{ marginTop: 12 }}>
        <Input
          aria-label="画像号码"
          placeholder="手机号码"
          maxLength={11}
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
          style={{ width: 160 }}
        />
        <Select aria-label="新号码的使用画像" value={profile} onChange={setProfile} options={PROFILE_OPTIONS} style={{ width: 140 }} />
        <Button onClick={() => onSetProfile({ phone: phone.trim(), profile })}>保存画像</Button>
      </Space>
    </Card>
  );
}
