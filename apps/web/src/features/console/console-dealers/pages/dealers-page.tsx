import { ContentLimit } from '@hall/contract/console-content/rules';
import { DealerLimit, DealerMessage, MOBILE_PATTERN, PAY_KIND_LABELS } from '@hall/contract/console-dealers/rules';
import type { DealerRow } from '@hall/contract/console-dealers/schemas';
import { Button, Form, Input, InputNumber, Popconfirm, Radio, Space, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DealerAgentsDrawer } from '../components/dealer-agents-drawer.tsx';
import { DealerExports } from '../components/dealer-exports.tsx';
import { CatalogueTable } from '../../shell/components/catalogue-table.tsx';
import { StockImportDrawer } from '../components/stock-import-drawer.tsx';
import { dealersQuery, useCreateDealer, useSetDealerDisabled, useUpdateDealer } from '../dealers-api.ts';

interface DealerForm {
  id: string;
  mainId: string;
  name: string;
  payKind: 1 | 2;
  /** The low-balance alert, edited once the dealer exists. */
  alertMobile?: string;
  alertThresholdYuan?: number | null;
}

const yuan = (fen: number) => `¥${(fen / 100).toFixed(2)}`;
const CODE_RULES = [{ pattern: /^[\w-]+$/, message: '只能包含字母、数字、-和_' }];
/** Wide enough for a dealer name such as 星海通讯天河店 on one line. */
const DEALER_NAME_MIN_WIDTH = 160;

/** Dealers (role admin): create, edit, disable; their agents and card stock in drawers; their openings and fund pools exported. */
export function DealersPage() {
  const dealers = useQuery(dealersQuery);
  const createDealer = useCreateDealer();
  const updateDealer = useUpdateDealer();
  const setDisabled = useSetDealerDisabled();
  const [agentsOf, setAgentsOf] = useState<DealerRow | null>(null);
  const [stockOf, setStockOf] = useState<DealerRow | null>(null);

  const save = (form: DealerForm, dealer: DealerRow | null) =>
    dealer
      ? updateDealer.mutateAsync({
          id: dealer.id,
          name: form.name,
          payKind: form.payKind,
          alertMobile: form.alertMobile?.trim() ?? '',
          alertThresholdFen: Math.round((form.alertThresholdYuan ?? 0) * 100),
        })
      : createDealer.mutateAsync({ id: form.id, mainId: form.mainId, name: form.name, payKind: form.payKind });

  return (
    <CatalogueTable<DealerRow, DealerForm>
      title="经销商"
      list={dealers}
      loadFailure="经销商加载失败"
      rowKey="id"
      emptyText="还没有渠道，请新增渠道后为其添加工号和号卡库存"
      pageSize={20}
      intro={
        <Typography.Paragraph type="secondary">
          新渠道的资金池从0开始，只能通过“概览”中的资金池充值增加。停用渠道后，其所有工号立即下线且不能登录、不能开户。
        </Typography.Paragraph>
      }
      add={{ label: '新增渠道', values: { payKind: 2 } }}
      // The other columns are fixed: on a narrow window the table scrolls instead of squeezing the name to a character a line.
      isScrolledSideways
      columns={[
        { title: '渠道编号', dataIndex: 'id', width: 110 },
        { title: '主渠道', dataIndex: 'mainId', width: 100 },
        { title: '名称', dataIndex: 'name', minWidth: DEALER_NAME_MIN_WIDTH },
        { title: '支付方式', dataIndex: 'payKind', width: 100, render: (payKind: number) => PAY_KIND_LABELS[payKind] ?? payKind },
        { title: '资金池', dataIndex: 'fundPoolFen', width: 120, render: (fen: number) => yuan(fen) },
        {
          title: '余额提醒',
          width: 170,
          render: (_, dealer) => (dealer.alertThresholdFen > 0 ? `低于${yuan(dealer.alertThresholdFen)}短信 ${dealer.alertMobile}` : '未设置'),
        },
        { title: '工号数', dataIndex: 'agentCount', width: 80 },
        {
          title: '库存（可开户/锁定/已开户）',
          width: 200,
          render: (_, dealer) => `${dealer.stock.available} / ${dealer.stock.locked} / ${dealer.stock.opened}`,
        },
        { title: '状态', width: 90, render: (_, dealer) => (dealer.isDisabled ? <Tag color="red">已停用</Tag> : <Tag color="green">正常</Tag>) },
      ]}
      toValues={(dealer) => ({ ...(dealer as DealerForm), alertThresholdYuan: dealer.alertThresholdFen / 100 })}
      editorTitle={(dealer) => (dealer ? '编辑渠道' : '新增渠道')}
      onSave={save}
      isSaving={createDealer.isPending || updateDealer.isPending}
      rowActions={(dealer) => (
        <>
          <Button type="link" onClick={() => setAgentsOf(dealer)}>
            工号
          </Button>
          <Button type="link" onClick={() => setStockOf(dealer)}>
            库存
          </Button>
          <Popconfirm
            title={dealer.isDisabled ? '启用这个渠道吗？' : '停用后该渠道所有工号立即下线，确定停用吗？'}
            okText="确定"
            cancelText="取消"
            onConfirm={() => setDisabled.mutate({ id: dealer.id, isDisabled: !dealer.isDisabled })}
          >
            <Button type="link" danger={!dealer.isDisabled}>
              {dealer.isDisabled ? '启用' : '停用'}
            </Button>
          </Popconfirm>
        </>
      )}
      actionsWidth={280}
      fields={(dealer) => (
        <>
          <Space size="large" wrap>
            <Form.Item label="渠道编号" name="id" rules={[{ required: true, whitespace: true, message: '请填写渠道编号' }, ...CODE_RULES]}>
              <Input maxLength={DealerLimit.ID_MAX} disabled={dealer !== null} />
            </Form.Item>
            <Form.Item label="主渠道编号" name="mainId" rules={[{ required: true, whitespace: true, message: '请填写主渠道编号' }, ...CODE_RULES]}>
              <Input maxLength={DealerLimit.ID_MAX} disabled={dealer !== null} />
            </Form.Item>
          </Space>
          <Form.Item label="渠道名称" name="name" rules={[{ required: true, whitespace: true, message: '请填写渠道名称' }]}>
            <Input maxLength={DealerLimit.NAME_MAX} showCount />
          </Form.Item>
          <Form.Item label="开户支付方式" name="payKind" rules={[{ required: true, message: '请选择支付方式' }]}>
            <Radio.Group
              options={[
                { value: 1, label: PAY_KIND_LABELS[1] },
                { value: 2, label: PAY_KIND_LABELS[2] },
              ]}
            />
          </Form.Item>
          {dealer && (
            <Space size="large" wrap>
              <Form.Item
                label="余额提醒金额"
                name="alertThresholdYuan"
                extra="开户扣款使资金池低于此金额时，向提醒手机号发一条短信；充值回到此金额以上后再次提醒。填0不提醒。"
              >
                <InputNumber min={0} max={ContentLimit.TOP_UP_MAX_FEN / 100} precision={2} suffix="元" style={{ width: 200 }} />
              </Form.Item>
              <Form.Item
                label="提醒手机号"
                name="alertMobile"
                dependencies={['alertThresholdYuan']}
                rules={[
                  { pattern: MOBILE_PATTERN, message: DealerMessage.ALERT_MOBILE_INVALID },
                  ({ getFieldValue }) => ({
                    validator: (_, value?: string) =>
                      Number(getFieldValue('alertThresholdYuan') ?? 0) > 0 && !value?.trim()
                        ? Promise.reject(new Error(DealerMessage.ALERT_MOBILE_REQUIRED))
                        : Promise.resolve(),
                  }),
                ]}
              >
                <Input maxLength={11} inputMode="numeric" style={{ width: 200 }} />
              </Form.Item>
            </Space>
          )}
        </>
      )}
    >
      <DealerAgentsDrawer dealer={agentsOf} onClose={() => setAgentsOf(null)} />
      <StockImportDrawer dealer={stockOf} onClose={() => setStockOf(null)} />
      {dealers.data && dealers.data.list.length > 0 && <DealerExports dealers={dealers.data.list} />}
    </CatalogueTable>
  );
}
