import { CallType, type CallTypeValue } from '@hall/contract/caller/rules';
import { CALL_TYPE_NAME, CallerPackageLimit, ContentLimit } from '@hall/contract/console-content/rules';
import type { ConsoleCallerPackage } from '@hall/contract/console-content/schemas';
import { Button, Card, Form, Input, InputNumber, Select, Space, Table, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatYuan } from '../../../shared/lib/format.ts';
import { EditorDrawer } from '../components/editor-drawer.tsx';
import { toFen, toYuan } from '../components/form-values.ts';
import { LoadFailedResult } from '../components/load-failed-result.tsx';
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
  const [editing, setEditing] = useState<{ id?: string; values: Partial<CallerPackageForm> } | null>(null);
  const saveCallerPackage = useSaveCallerPackage();

  const list = callerPackages.data?.list ?? [];
  const freeCallTypes = CALL_TYPES.filter((callType) => !list.some((item) => item.callType === callType));

  const save = ({ monthlyFeeYuan, ...fields }: CallerPackageForm) =>
    saveCallerPackage.mutate({ ...fields, id: editing?.id, monthlyFeeFen: toFen(monthlyFeeYuan) }, { onSuccess: () => setEditing(null) });

  const startNew = (callType: CallTypeValue) =>
    setEditing({ values: { callType, title: CALL_TYPE_NAME[callType], detail: '', monthlyFeeYuan: 0, sortOrder: callType } });

  if (callerPackages.isError && !callerPackages.data) {
    return (
      <Card title="来电套餐">
        <LoadFailedResult error={callerPackages.error} fallback="来电套餐加载失败" onRetry={() => void callerPackages.refetch()} />
      </Card>
    );
  }

  return (
    <Card
      title="来电套餐"
      extra={
        callerPackages.data &&
        freeCallTypes.length > 0 && (
          <Button type="primary" onClick={() => startNew(freeCallTypes[0] ?? CallType.REMIND)}>
            新增来电套餐
          </Button>
        )
      }
    >
      <Typography.Paragraph type="secondary">
        每种来电业务（来电提醒、来电显示、呼叫转移）有一个套餐，用户在营业厅对应页面开通；修改后新开通按新月功能费扣费，已开通的用户继续使用。
      </Typography.Paragraph>
      <Table
        rowKey="id"
        loading={callerPackages.isPending}
        dataSource={list}
        locale={{ emptyText: '暂无来电套餐，营业厅的来电业务页面将无法开通，请新增' }}
        pagination={false}
        columns={[
          { title: '编号', dataIndex: 'id', width: 170 },
          { title: '业务类型', dataIndex: 'callType', width: 110, render: (callType: CallTypeValue) => CALL_TYPE_NAME[callType] },
          { title: '名称', dataIndex: 'title', width: 140 },
          { title: '说明', dataIndex: 'detail' },
          { title: '月功能费（元）', dataIndex: 'monthlyFeeFen', width: 120, align: 'right', render: (fen: number) => formatYuan(fen) },
          { title: '排序', dataIndex: 'sortOrder', width: 70 },
          {
            title: '操作',
            width: 80,
            render: (_, item) => (
              <Button type="link" onClick={() => setEditing({ id: item.id, values: toForm(item) })}>
                编辑
              </Button>
            ),
          },
        ]}
      />
      <EditorDrawer<CallerPackageForm>
        title={editing?.id ? `编辑来电套餐 ${editing.id}` : '新增来电套餐'}
        values={editing?.values ?? null}
        onClose={() => setEditing(null)}
        onSave={save}
        isSaving={saveCallerPackage.isPending}
      >
        <Form.Item label="业务类型" name="callType" rules={[{ required: true, message: '请选择来电业务类型' }]}>
          <Select
            options={CALL_TYPE_OPTIONS.map((option) => ({
              ...option,
              disabled: list.some((item) => item.callType === option.value && item.id !== editing?.id),
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
      </EditorDrawer>
    </Card>
  );
}
