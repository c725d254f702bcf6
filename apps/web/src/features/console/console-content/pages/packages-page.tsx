import { ContentLimit, PACKAGE_CALL_DISPLAYS, PACKAGE_SERVICE_KINDS, TariffLimit } from '@hall/contract/console-content/rules';
import type { ConsolePackage } from '@hall/contract/console-content/schemas';
import { CREDIT_LIMIT_MAX_FEN } from '@hall/contract/console-numbers/rules';
import { Form, Input, InputNumber, Select, Space, Switch } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { formatYuan } from '../../../../shared/lib/format.ts';
import { statusColumn } from '../../shell/components/catalogue-columns.tsx';
import { CatalogueTable } from '../../shell/components/catalogue-table.tsx';
import { toFen, toYuan } from '../../shell/components/form-values.ts';
import { yuanRules } from '../components/yuan-rules.ts';
import { packagesQuery, useSavePackage } from '../content-api.ts';

type ServiceKind = (typeof PACKAGE_SERVICE_KINDS)[number];
type CallDisplay = (typeof PACKAGE_CALL_DISPLAYS)[number];

interface PackageForm extends Omit<
  ConsolePackage,
  'id' | 'monthlyFeeFen' | 'serviceKind' | 'callDisplay' | 'voiceOutFenPerMinute' | 'callerDisplayFeeFen' | 'creditLimitFen'
> {
  monthlyFeeYuan: number;
  creditLimitYuan: number;
  voiceOutYuan: number;
  callerDisplayFeeYuan: number;
  serviceKind: ServiceKind;
  callDisplay: CallDisplay;
}

function toForm({ voiceOutFenPerMinute, callerDisplayFeeFen, creditLimitFen, ...item }: ConsolePackage): PackageForm {
  return {
    ...item,
    monthlyFeeYuan: toYuan(item.monthlyFeeFen),
    creditLimitYuan: toYuan(creditLimitFen),
    voiceOutYuan: toYuan(voiceOutFenPerMinute),
    callerDisplayFeeYuan: toYuan(callerDisplayFeeFen),
    serviceKind: PACKAGE_SERVICE_KINDS.find((kind) => kind === item.serviceKind) ?? 7,
    callDisplay: PACKAGE_CALL_DISPLAYS.find((display) => display === item.callDisplay) ?? 1,
  };
}

const SERVICE_KIND_OPTIONS = [
  { label: '普通号码（7）', value: 7 },
  { label: '物联网卡（8）', value: 8 },
];
const CALL_DISPLAY_OPTIONS = [
  { label: '标准套餐', value: 1 },
  { label: '王卡套餐', value: 2 },
];
const NEW_PACKAGE: Partial<PackageForm> = {
  serviceKind: 7,
  callDisplay: 1,
  voiceMinutes: 0,
  dataMb: 0,
  directedDataMb: 0,
  smsCount: 0,
  // The carrier's standard rates, which billing applies to a package without its own.
  voiceOutYuan: 0.15,
  callerDisplayFeeYuan: 0,
  creditLimitYuan: 0,
  descriptionHtml: '',
  isOrderable: true,
  isFirstMonthFree: true,
  sortOrder: 0,
};

/** The back office's packages and their rules (role editor); packages stay for the numbers that have them, so they are withdrawn, not deleted. */
export function PackagesPage() {
  const packages = useQuery(packagesQuery);
  const savePackage = useSavePackage();

  const save = ({ monthlyFeeYuan, voiceOutYuan, callerDisplayFeeYuan, creditLimitYuan, ...fields }: PackageForm, item: ConsolePackage | null) =>
    savePackage.mutateAsync({
      ...fields,
      id: item?.id,
      monthlyFeeFen: toFen(monthlyFeeYuan),
      voiceOutFenPerMinute: toFen(voiceOutYuan),
      callerDisplayFeeFen: toFen(callerDisplayFeeYuan),
      creditLimitFen: toFen(creditLimitYuan),
    });

  return (
    <CatalogueTable<ConsolePackage, PackageForm>
      title="套餐管理"
      list={packages}
      loadFailure="套餐加载失败"
      rowKey="id"
      emptyText="暂无套餐"
      add={{ label: '新增套餐', values: NEW_PACKAGE }}
      columns={[
        { title: '套餐编号', dataIndex: 'id', width: 150 },
        { title: '套餐名称', dataIndex: 'name' },
        { title: '月费（元）', dataIndex: 'monthlyFeeFen', width: 100, align: 'right', render: (fen: number) => formatYuan(fen) },
        { title: '类型', dataIndex: 'serviceKind', width: 90, render: (kind: number) => (kind === 8 ? '物联网卡' : '普通号码') },
        { title: '分类', dataIndex: 'callDisplay', width: 80, render: (display: number) => (display === 2 ? '王卡' : '标准') },
        {
          title: '通话/流量/短信',
          width: 170,
          render: (_, item) =>
            `${item.voiceMinutes}分钟 / ${item.dataMb}MB${item.directedDataMb > 0 ? `+定向${item.directedDataMb}MB` : ''} / ${item.smsCount}条`,
        },
        {
          title: '套外资费',
          width: 170,
          render: (_, item) => `语音${formatYuan(item.voiceOutFenPerMinute)}元/分钟，来显${formatYuan(item.callerDisplayFeeFen)}元/月`,
        },
        { title: '信用额度（元）', dataIndex: 'creditLimitFen', width: 110, align: 'right', render: (fen: number) => formatYuan(fen) },
        statusColumn('isOrderable', { on: '可办理', off: '已停售' }),
      ]}
      toValues={toForm}
      editorTitle={(item) => (item ? `编辑套餐 ${item.id}` : '新增套餐')}
      onSave={save}
      isSaving={savePackage.isPending}
      fields={() => (
        <>
          <Form.Item label="套餐名称" name="name" rules={[{ required: true, whitespace: true, message: '请填写套餐名称' }]}>
            <Input maxLength={ContentLimit.TITLE} showCount />
          </Form.Item>
          <Space size="large" wrap>
            <Form.Item label="月费（元）" name="monthlyFeeYuan" rules={[{ required: true, message: '请填写月费' }]}>
              <InputNumber min={0} max={ContentLimit.AMOUNT_MAX / 100} precision={2} />
            </Form.Item>
            <Form.Item label="业务类型" name="serviceKind" rules={[{ required: true, message: '请选择业务类型' }]}>
              <Select options={SERVICE_KIND_OPTIONS} style={{ width: 150 }} />
            </Form.Item>
            <Form.Item label="套餐分类" name="callDisplay" rules={[{ required: true, message: '请选择套餐分类' }]}>
              <Select options={CALL_DISPLAY_OPTIONS} style={{ width: 120 }} />
            </Form.Item>
          </Space>
          <Space size="large" wrap>
            <Form.Item label="通话（分钟）" name="voiceMinutes" rules={[{ required: true, message: '请填写通话分钟数' }]}>
              <InputNumber min={0} max={ContentLimit.AMOUNT_MAX} precision={0} />
            </Form.Item>
            <Form.Item label="流量（MB）" name="dataMb" rules={[{ required: true, message: '请填写流量（MB）' }]}>
              <InputNumber min={0} max={ContentLimit.AMOUNT_MAX} precision={0} />
            </Form.Item>
            <Form.Item label="定向流量（MB）" name="directedDataMb" extra="仅限指定应用使用，先于通用流量扣减">
              <InputNumber min={0} max={ContentLimit.AMOUNT_MAX} precision={0} />
            </Form.Item>
            <Form.Item label="短信（条）" name="smsCount" rules={[{ required: true, message: '请填写短信条数' }]}>
              <InputNumber min={0} max={ContentLimit.AMOUNT_MAX} precision={0} />
            </Form.Item>
          </Space>
          <Space size="large" wrap>
            <Form.Item
              label="语音超出资费（元/分钟）"
              name="voiceOutYuan"
              rules={yuanRules('语音超出资费', TariffLimit.VOICE_OUT_FEN_PER_MINUTE_MAX, '元/分钟')}
            >
              <InputNumber min={0} precision={2} step={0.01} />
            </Form.Item>
            <Form.Item
              label="来电显示功能费（元/月）"
              name="callerDisplayFeeYuan"
              rules={yuanRules('来电显示功能费', TariffLimit.CALLER_DISPLAY_FEE_FEN_MAX, '元/月')}
            >
              <InputNumber min={0} precision={2} />
            </Form.Item>
            <Form.Item
              label="信用额度（元）"
              name="creditLimitYuan"
              rules={yuanRules('信用额度', CREDIT_LIMIT_MAX_FEN, '元')}
              extra="余额低于零但未超过额度时号码仍可使用；号码自己的额度优先"
            >
              <InputNumber min={0} precision={2} />
            </Form.Item>
          </Space>
          <Form.Item label="套餐规则（HTML）" name="descriptionHtml" extra="可使用段落、加粗、列表和表格；保存时将去掉脚本、链接、样式等其他内容">
            <Input.TextArea rows={8} maxLength={ContentLimit.DETAIL_HTML} />
          </Form.Item>
          <Space size="large">
            <Form.Item label="排序" name="sortOrder">
              <InputNumber min={0} max={ContentLimit.SORT_ORDER_MAX} precision={0} />
            </Form.Item>
            <Form.Item label="可办理" name="isOrderable" valuePropName="checked">
              <Switch />
            </Form.Item>
            <Form.Item label="首月免月租" name="isFirstMonthFree" valuePropName="checked">
              <Switch />
            </Form.Item>
          </Space>
        </>
      )}
    />
  );
}
