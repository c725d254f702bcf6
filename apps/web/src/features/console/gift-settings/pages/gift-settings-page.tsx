import { GIFT_SETTING_GROUPS, GIFT_SETTING_NAMES, GIFT_SETTING_RULES, type GiftSettingName, type GiftSettingValues } from '@hall/contract/gift/rules';
import type { GiftSettingsView } from '@hall/contract/gift/schemas';
import { Col, Form, InputNumber, Row, Typography, type FormRule } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { SettingsSaveFooter } from '../../shell/components/settings-save-footer.tsx';
import { ConsoleQueryCard } from '../../shell/components/console-query-card.tsx';
import { toFen, toYuan } from '../../shell/components/form-values.ts';
import { giftSettingsQuery, useSaveGiftSettings } from '../gift-settings-api.ts';

const UNIT_TEXT = { count: '次', mb: 'MB', fen: '元' } as const;

/** A setting's rules, in the server's words: fen settings are entered in yuan. */
function settingRules(name: GiftSettingName): FormRule[] {
  const { label, unit, max } = GIFT_SETTING_RULES[name];
  const bound = unit === 'fen' ? max / 100 : max;
  return [
    { required: true, message: `请填写${label}` },
    { type: 'number', min: 0, message: `${label}不能为负数` },
    { type: 'number', max: bound, message: `${label}不能超过${bound}${UNIT_TEXT[unit]}` },
  ];
}

const toFormValues = (current: GiftSettingsView) =>
  Object.fromEntries(GIFT_SETTING_NAMES.map((name) => [name, GIFT_SETTING_RULES[name].unit === 'fen' ? toYuan(current[name]) : current[name]]));

const toSettings = (values: Record<GiftSettingName, number>) =>
  Object.fromEntries(
    GIFT_SETTING_NAMES.map((name) => [name, GIFT_SETTING_RULES[name].unit === 'fen' ? toFen(values[name]) : values[name]]),
  ) as GiftSettingValues;

function GiftSettingsForm({ current }: { current: GiftSettingsView }) {
  const save = useSaveGiftSettings();
  return (
    <Form<Record<GiftSettingName, number>> layout="vertical" initialValues={toFormValues(current)} onFinish={(values) => save.mutate(toSettings(values))}>
      <Typography.Paragraph type="secondary">每笔转赠在发送验证码前和确认时都按以下限额校验；设为0即不允许该项转赠。</Typography.Paragraph>
      {GIFT_SETTING_GROUPS.map((group) => (
        <section key={group.title} aria-label={group.title}>
          <Typography.Title level={5}>{group.title}</Typography.Title>
          <Row gutter={16}>
            {group.names.map((name) => {
              const { label, unit } = GIFT_SETTING_RULES[name];
              return (
                <Col key={name} xs={24} md={12} xl={6}>
                  <Form.Item label={`${label}（${UNIT_TEXT[unit]}）`} name={name} rules={settingRules(name)}>
                    <InputNumber precision={unit === 'fen' ? 2 : 0} suffix={UNIT_TEXT[unit]} style={{ width: '100%' }} />
                  </Form.Item>
                </Col>
              );
            })}
          </Row>
        </section>
      ))}
      <SettingsSaveFooter updatedAt={current.updatedAt} updatedBy={current.updatedBy} isSaving={save.isPending} saveLabel="保存转赠设置" />
    </Form>
  );
}

/** 转赠设置 (admin): how many gifts and how much data and credit a number may give and receive a day and a month; each save audit-logged. */
export function GiftSettingsPage() {
  const settings = useQuery(giftSettingsQuery);
  return (
    <ConsoleQueryCard title="转赠设置" query={settings} failure="转赠设置加载失败" loadingLabel="正在加载转赠设置">
      {(current) => <GiftSettingsForm current={current} />}
    </ConsoleQueryCard>
  );
}
