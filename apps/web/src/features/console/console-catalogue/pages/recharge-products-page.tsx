import {
  CatalogueLimit,
  CatalogueMessage,
  RECHARGE_PRODUCT_GROUP_TEXT,
  RECHARGE_PRODUCT_GROUPS,
  RECHARGE_PRODUCT_ID_PATTERN,
  RECHARGE_SERVICE_KIND_TEXT,
  RECHARGE_SERVICE_KINDS,
  type RechargeProductGroup,
} from '@hall/contract/console-catalogue/rules';
import type { ConsoleRechargeProduct } from '@hall/contract/console-catalogue/schemas';
import { Form, Input, InputNumber, Segmented, Select, Space, Switch } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatYuan } from '../../../../shared/lib/format.ts';
import { rechargeProductsQuery, useSaveRechargeProduct } from '../catalogue-api.ts';
import { statusColumn } from '../../shell/components/catalogue-columns.tsx';
import { CatalogueTable } from '../../shell/components/catalogue-table.tsx';
import { toFen, toYuan } from '../../shell/components/form-values.ts';

type ServiceKind = (typeof RECHARGE_SERVICE_KINDS)[number];

interface ProductForm {
  /** Only typed for a new product; empty lets the server assign one. */
  id?: string;
  group: RechargeProductGroup;
  name: string;
  priceYuan: number;
  serviceKind: ServiceKind;
  sortOrder: number;
  isOnSale: boolean;
}

const GROUP_FILTERS = [
  { label: '全部', value: 'all' },
  ...RECHARGE_PRODUCT_GROUPS.map((group) => ({ label: RECHARGE_PRODUCT_GROUP_TEXT[group], value: group })),
];
const GROUP_OPTIONS = RECHARGE_PRODUCT_GROUPS.map((group) => ({ label: RECHARGE_PRODUCT_GROUP_TEXT[group], value: group }));
const SERVICE_KIND_OPTIONS = RECHARGE_SERVICE_KINDS.map((kind) => ({ label: RECHARGE_SERVICE_KIND_TEXT[kind], value: kind }));
const PRICE_MAX_YUAN = CatalogueLimit.PRICE_MAX_FEN / 100;

function toForm(item: ConsoleRechargeProduct): ProductForm {
  return {
    id: item.id,
    group: item.group,
    name: item.name,
    priceYuan: toYuan(item.amountFen),
    serviceKind: RECHARGE_SERVICE_KINDS.find((kind) => kind === item.serviceKind) ?? 0,
    sortOrder: item.sortOrder,
    isOnSale: item.isOnSale,
  };
}

/** The hall's top-up products (role editor): 话费, 日包 and 月包 with their prices; off-sale ones stay for past orders, so they are taken off sale, not deleted. */
export function RechargeProductsPage() {
  const [group, setGroup] = useState<RechargeProductGroup | undefined>(undefined);
  const products = useQuery(rechargeProductsQuery(group));
  const saveProduct = useSaveRechargeProduct();

  const save = ({ priceYuan, id, ...fields }: ProductForm, editedProduct: ConsoleRechargeProduct | null) =>
    saveProduct.mutateAsync({
      isNew: editedProduct === null,
      product: { ...fields, id: editedProduct ? editedProduct.id : id?.trim() || undefined, amountFen: toFen(priceYuan) },
    });

  return (
    <CatalogueTable<ConsoleRechargeProduct, ProductForm>
      title="充值产品"
      list={products}
      loadFailure="充值产品加载失败"
      rowKey="id"
      emptyText="暂无充值产品，点击“新增充值产品”添加"
      toolbar={
        <Segmented
          options={GROUP_FILTERS}
          value={group ?? 'all'}
          onChange={(value) => setGroup(value === 'all' ? undefined : (value as RechargeProductGroup))}
        />
      }
      add={{ label: '新增充值产品', values: { group: group ?? 'call', serviceKind: 0, sortOrder: 0, isOnSale: true } }}
      columns={[
        { title: '商品编号', dataIndex: 'id', width: 170 },
        { title: '分类', dataIndex: 'group', width: 80, render: (value: RechargeProductGroup) => RECHARGE_PRODUCT_GROUP_TEXT[value] },
        { title: '名称', dataIndex: 'name' },
        { title: '售价（元）', dataIndex: 'amountFen', width: 110, align: 'right', render: (fen: number) => formatYuan(fen) },
        {
          title: '适用号码',
          dataIndex: 'serviceKind',
          width: 100,
          render: (kind: number) => RECHARGE_SERVICE_KIND_TEXT[RECHARGE_SERVICE_KINDS.find((known) => known === kind) ?? 0],
        },
        { title: '排序', dataIndex: 'sortOrder', width: 70 },
        statusColumn('isOnSale', { on: '在售', off: '已下架' }),
      ]}
      toValues={toForm}
      editorTitle={(product) => (product ? `编辑充值产品 ${product.id}` : '新增充值产品')}
      onSave={save}
      isSaving={saveProduct.isPending}
      fields={(product) => (
        <>
          {!product && (
            <Form.Item
              label="商品编号"
              name="id"
              extra="大写字母、数字和下划线，如 DAY_2G；留空则自动生成。保存后不能修改"
              rules={[{ pattern: RECHARGE_PRODUCT_ID_PATTERN, message: CatalogueMessage.PRODUCT_ID_FORMAT }]}
            >
              <Input maxLength={CatalogueLimit.PRODUCT_ID} />
            </Form.Item>
          )}
          <Form.Item label="商品名称" name="name" rules={[{ required: true, whitespace: true, message: '请填写商品名称' }]}>
            <Input maxLength={CatalogueLimit.NAME} showCount />
          </Form.Item>
          <Space size="large" wrap>
            <Form.Item label="分类" name="group" rules={[{ required: true, message: '请选择商品分类' }]}>
              <Select options={GROUP_OPTIONS} style={{ width: 120 }} />
            </Form.Item>
            <Form.Item
              label="售价（元）"
              name="priceYuan"
              rules={[
                { required: true, message: '请填写售价' },
                { type: 'number', min: 0.01, message: '售价须大于0' },
                { type: 'number', max: PRICE_MAX_YUAN, message: `售价不能超过${PRICE_MAX_YUAN}元` },
              ]}
            >
              <InputNumber precision={2} style={{ width: 140 }} />
            </Form.Item>
            <Form.Item label="适用号码" name="serviceKind" rules={[{ required: true, message: '请选择适用号码' }]}>
              <Select options={SERVICE_KIND_OPTIONS} style={{ width: 140 }} />
            </Form.Item>
          </Space>
          <Space size="large">
            <Form.Item label="排序" name="sortOrder" extra="小的排在前面">
              <InputNumber min={0} max={CatalogueLimit.SORT_ORDER_MAX} precision={0} />
            </Form.Item>
            <Form.Item label="在售" name="isOnSale" valuePropName="checked" extra="下架后营业厅不再展示，也不能下单；已有订单不受影响">
              <Switch checkedChildren="在售" unCheckedChildren="下架" />
            </Form.Item>
          </Space>
        </>
      )}
    />
  );
}
