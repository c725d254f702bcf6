import { POINTS_RULES_FREE_TEXT_MAX, pointsRuleSentences, SIGN_IN_REWARD_MAX } from '@hall/contract/points/rules';
import type { ConsolePointsSettings } from '@hall/contract/console-content/schemas';
import { Alert, Button, Form, Input, InputNumber, Switch, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '../../shell/components/form-values.ts';
import { pointsSettingsQuery, useSavePointsSettings } from '../points-settings-api.ts';
import { ConsoleQueryCard } from '../../shell/components/console-query-card.tsx';

type SettingsForm = Omit<ConsolePointsSettings, 'updatedAt'>;

/** What subscribers read on the points rules page: the sentences the settings produce, then each line of the free text. */
function previewOf(settings: SettingsForm): string[] {
  const freeLines = settings.freeText.split('\n').filter((line) => line.trim() !== '');
  return [...pointsRuleSentences(settings), ...freeLines].map((line, index) => `${index + 1}. ${line}`);
}

/** The points rules (role editor): the settings sign-in and cancellation act on, and the rest of the rules text. */
export function PointsRulesPage() {
  const settings = useQuery(pointsSettingsQuery);
  return (
    <ConsoleQueryCard title="积分规则" query={settings} failure="积分规则加载失败" loadingLabel="正在加载积分规则">
      {(current) => <PointsRulesForm current={current} />}
    </ConsoleQueryCard>
  );
}

function PointsRulesForm({ current }: { current: ConsolePointsSettings }) {
  const saveSettings = useSavePointsSettings();
  const [form] = Form.useForm<SettingsForm>();
  const watched = Form.useWatch([], form) as Partial<SettingsForm> | undefined;
  const preview = previewOf({
    signInReward: watched?.signInReward ?? current.signInReward,
    clearOnCancellation: watched?.clearOnCancellation ?? current.clearOnCancellation,
    freeText: watched?.freeText ?? current.freeText,
  });

  return (
    <Form<SettingsForm>
      form={form}
      layout="vertical"
      initialValues={{ signInReward: current.signInReward, clearOnCancellation: current.clearOnCancellation, freeText: current.freeText }}
      onFinish={(fields) => saveSettings.mutate({ ...fields, freeText: fields.freeText ?? '' })}
    >
      <Form.Item
        label="每日签到奖励积分"
        name="signInReward"
        extra={`0 表示签到不赠送积分，最多 ${SIGN_IN_REWARD_MAX}`}
        rules={[{ required: true, message: '请填写每日签到奖励积分' }]}
      >
        <InputNumber min={0} max={SIGN_IN_REWARD_MAX} precision={0} suffix="积分" />
      </Form.Item>
      <Form.Item label="销户时清零积分" name="clearOnCancellation" valuePropName="checked" extra="关闭后，号码销户时积分保留在该号码名下">
        <Switch checkedChildren="清零" unCheckedChildren="保留" />
      </Form.Item>
      <Form.Item label="其他规则" name="freeText" extra="每行一条，排在签到与销户规则之后，页面自动编号">
        <Input.TextArea rows={5} maxLength={POINTS_RULES_FREE_TEXT_MAX} showCount />
      </Form.Item>
      <Typography.Title level={5}>用户看到的积分规则</Typography.Title>
      <Alert
        type="info"
        className="console-notice-hint"
        title={preview.map((line) => (
          <div key={line}>{line}</div>
        ))}
      />
      <Typography.Paragraph type="secondary">上次修改：{formatDateTime(current.updatedAt)}</Typography.Paragraph>
      <Button type="primary" htmlType="submit" loading={saveSettings.isPending}>
        保存积分规则
      </Button>
    </Form>
  );
}
