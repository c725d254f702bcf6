import { CallType, type CallTypeValue } from '@hall/contract/caller/rules';
import { CALL_TYPE_NAME, CallerPackageLimit, ContentLimit } from '@hall/contract/console-content/rules';
import type { ConsoleCallerPackage } from '@hall/contract/console-content/schemas';
import { Form, Input, InputNumber, Select, Space, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { formatYuan } from '../../../../shared/lib/format.ts';
import { CatalogueTable } from '../../shell/components/catalogue-table.tsx';
import { toFen, toYuan } from '../../shell/components/form-values.ts';
import { yuanRules } from '../components/yuan-rules.ts';
import { callerPackagesQuery, useSaveCallerPackage } from '../content-api.ts';

interface CallerPackageForm extends Omit<ConsoleCallerPackage, 'id' | 'monthlyFeeFen'> {
  monthlyFeeYuan: number;
}

const CALL_TYPES = [CallType.REMIND, CallType.DISPLAY, CallType.FORWARD] as const;
const CALL_TYPE_OPTIONS = CALL_TYPES.map((callType) => ({ label: CALL_TYPE_NAME[callType], value: callType }));

function toForm({ id: _id, monthlyFeeFen, ...item }: ConsoleCallerPackage): CallerPackageForm {
  return { ...item, monthlyFeeYuan: toYuan(monthlyFeeFen) };
}

/**
 * The caller services the hall's 来电提醒, 来电显示 and 呼叫转移 pages offer (role editor). Each page
 * shows the one service of its call type, so a type gets a service once and is edited after that.
 */
export function CallerPackagesPage() {
  const callerPackages = useQuery(callerPackagesQuery);
  const saveCallerPackage = useSaveCallerPackage();

  const list = callerPackages.data?.list ?? [];
  const freeCallType = CALL_TYPES.find((callType) => !list.some((item) => item.callType === callType));

  const save = ({ monthlyFeeYuan, ...fields }: CallerPackageForm, item: ConsoleCallerPackage | null) =>
    saveCallerPackage.mutateAsync({ ...fields, id: item?.id, monthlyFeeFen: toFen(monthlyFeeYuan) });

  return (
    <CatalogueTable<ConsoleCallerPackage, CallerPackageForm>
      title="来电套餐"
      list={callerPackages}
      loadFailure="来电套餐加载失败"
      rowKey="id"
      emptyText="暂无来电套餐，营业厅的来电业务页面将无法开通，请新增"
      intro={
        <Typography.Paragraph type="secondary">
          每种来电业务（来电提醒、来电显示、呼叫转移）有一个套餐，用户在营业厅对应页面开通；修改后新开通按新月功能费扣费，已开通的用户继续使用。
        </Typography.Paragraph>
      }
      // Offered while a call type has no service yet, for the first such type.
      add={
        callerPackages.data && freeCallType !== undefined
          ? {
              label: '新增来电套餐',
              values: { callType: freeCallType, title: CALL_TYPE_NAME[freeCallType], detail: '', monthlyFeeYuan: 0, sortOrder: freeCallType },
            }
          : null
      }
      columns={[
        { title: '编号', dataIndex: 'id', width: 170 },
        { title: '业务类型', dataIndex: 'callType', width: 110, render: (callType: CallTypeValue) => CALL_TYPE_NAME[callType] },
        { title: '名称', dataIndex: 'title', width: 140 },
        { title: '说明', dataIndex: 'detail' },
        { title: '月功能费（元）', dataIndex: 'monthlyFeeFen', width: 120, align: 'right', render: (fen: number) => formatYuan(fen) },
        { title: '排序', dataIndex: 'sortOrder', width: 70 },
      ]}
      toValues={toForm}
      editorTitle={(item) => (item ? `编辑来电套餐 ${item.id}` : '新增来电套餐')}
      onSave={save}
      isSaving={saveCallerPackage.isPending}
      fields={(edited) => (
        <>
          <Form.Item label="业务类型" name="callType" rules={[{ required: true, message: '请选择来电业务类型' }]}>
            <Select
              options={CALL_TYPE_OPTIONS.map((option) => ({
                ...option,
                disabled: list.some((item) => item.callType === option.value && item.id !== edited?.id),
              }))}
              style={{ width: 160 }}
            />
          </Form.Item>
          <Form.Item label="套餐名称" name="title" rules={[{ required: true, whitespace: true, message: '请填写套餐名称' }]}>
            <Input maxLength={CallerPackageLimit.TITLE} showCount />
          </Form.Item>
          <Form.Item label="套餐说明" name="detail" rules={[{ required: true, whitespace: true, message: '请填写套餐说明' }]}>
            <Input.TextArea rows={4} maxLength={CallerPackageLimit.DETAIL} showCount />
          </Form.Item>
          <Space size="large">
            <Form.Item label="月功能费（元/月）" name="monthlyFeeYuan" rules={yuanRules('月功能费', CallerPackageLimit.MONTHLY_FEE_FEN_MAX, '元/月')}>
              <InputNumber min={0} precision={2} />
            </Form.Item>
            <Form.Item label="排序" name="sortOrder">
              <InputNumber min={0} max={ContentLimit.SORT_ORDER_MAX} precision={0} />
            </Form.Item>
          </Space>
        </>
      )}
    />
  );
}
