import { ContentLimit } from '@hall/contract/console-content/rules';
import type { ConsolePointsProduct } from '@hall/contract/console-content/schemas';
import { Button, Form, Image, Input, InputNumber, Modal, Space, Switch, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatYuan } from '../../../../shared/lib/format.ts';
import { statusColumn } from '../../shell/components/catalogue-columns.tsx';
import { CatalogueTable } from '../../shell/components/catalogue-table.tsx';
import { toFen, toYuan } from '../../shell/components/form-values.ts';
import { imageAddressRules } from '../components/image-address-rules.ts';
import { pointsProductsQuery, useAdjustPointsStock, useSavePointsProduct } from '../content-api.ts';

interface ProductForm {
  name: string;
  description: string;
  pointsCost: number;
  valueYuan: number;
  coverUrl?: string;
  isOnSale: boolean;
  sortOrder: number;
  /** New products only. */
  initialStock?: number;
}

function toForm(product: ConsolePointsProduct): ProductForm {
  return { ...product, valueYuan: toYuan(product.valueFen) };
}

/** Points products of the exchange (role editor). Stock moves by adjustments, so concurrent exchanges are never overwritten. */
export function PointsProductsPage() {
  const products = useQuery(pointsProductsQuery);
  const [adjusting, setAdjusting] = useState<ConsolePointsProduct | null>(null);
  const [change, setChange] = useState<number | null>(null);
  const saveProduct = useSavePointsProduct();
  const adjustStock = useAdjustPointsStock();

  const save = ({ valueYuan, initialStock, ...fields }: ProductForm, product: ConsolePointsProduct | null) =>
    saveProduct.mutateAsync({
      ...fields,
      id: product?.id,
      valueFen: toFen(valueYuan),
      coverUrl: fields.coverUrl ?? '',
      initialStock: product ? undefined : (initialStock ?? 0),
    });
  const adjust = () => {
    if (!adjusting || !change) {
      return;
    }
    adjustStock.mutate(
      { id: adjusting.id, change },
      {
        onSuccess: () => {
          setAdjusting(null);
          setChange(null);
        },
      },
    );
  };

  return (
    <CatalogueTable<ConsolePointsProduct, ProductForm>
      title="积分商品"
      list={products}
      loadFailure="积分商品加载失败"
      rowKey="id"
      emptyText="暂无商品"
      add={{ label: '新增商品', values: { isOnSale: true, sortOrder: 0, initialStock: 0, description: '' } }}
      columns={[
        {
          title: '图片',
          dataIndex: 'coverUrl',
          width: 110,
          render: (url: string, product) => (url ? <Image src={url} alt={product.name} width={80} /> : '—'),
        },
        { title: '商品名称', dataIndex: 'name' },
        { title: '兑换积分', dataIndex: 'pointsCost', width: 100, align: 'right' },
        { title: '价值（元）', dataIndex: 'valueFen', width: 100, align: 'right', render: (fen: number) => formatYuan(fen) },
        {
          title: '库存',
          dataIndex: 'stock',
          width: 80,
          align: 'right',
          render: (stock: number) => (stock === 0 ? <Typography.Text type="danger">0</Typography.Text> : stock),
        },
        statusColumn('isOnSale', { on: '上架', off: '下架', width: 80 }),
      ]}
      toValues={toForm}
      editorTitle={(product) => (product ? '编辑商品' : '新增商品')}
      onSave={save}
      isSaving={saveProduct.isPending}
      rowActions={(product) => (
        <Button type="link" onClick={() => setAdjusting(product)}>
          调整库存
        </Button>
      )}
      actionsWidth={170}
      fields={(product) => (
        <>
          <Form.Item label="商品名称" name="name" rules={[{ required: true, whitespace: true, message: '请填写商品名称' }]}>
            <Input maxLength={ContentLimit.TITLE} showCount />
          </Form.Item>
          <Form.Item label="商品说明" name="description">
            <Input maxLength={ContentLimit.SUMMARY} showCount />
          </Form.Item>
          <Space size="large" wrap>
            <Form.Item label="兑换积分" name="pointsCost" rules={[{ required: true, message: '请填写兑换积分' }]}>
              <InputNumber min={1} max={ContentLimit.AMOUNT_MAX} precision={0} />
            </Form.Item>
            <Form.Item label="商品价值（元）" name="valueYuan" rules={[{ required: true, message: '请填写商品价值' }]}>
              <InputNumber min={0} max={ContentLimit.AMOUNT_MAX / 100} precision={2} />
            </Form.Item>
            {!product && (
              <Form.Item label="初始库存" name="initialStock" rules={[{ required: true, message: '请填写初始库存' }]}>
                <InputNumber min={0} max={ContentLimit.AMOUNT_MAX} precision={0} />
              </Form.Item>
            )}
          </Space>
          <Form.Item label="商品图片" name="coverUrl" rules={imageAddressRules('商品图片', false)}>
            <Input.TextArea rows={2} placeholder="站内路径、https 地址或图片 data URL" />
          </Form.Item>
          <Space size="large">
            <Form.Item label="排序" name="sortOrder">
              <InputNumber min={0} max={ContentLimit.SORT_ORDER_MAX} precision={0} />
            </Form.Item>
            <Form.Item label="上架" name="isOnSale" valuePropName="checked">
              <Switch />
            </Form.Item>
          </Space>
        </>
      )}
    >
      <Modal
        open={adjusting !== null}
        title={`调整库存：${adjusting?.name ?? ''}`}
        okText="确认调整"
        cancelText="取消"
        okButtonProps={{ disabled: !change, loading: adjustStock.isPending }}
        onOk={adjust}
        onCancel={() => {
          setAdjusting(null);
          setChange(null);
        }}
        destroyOnHidden
      >
        <Typography.Paragraph>
          当前库存 {adjusting?.stock ?? 0} 件。填写增加（正数）或减少（负数）的件数，调整与用户兑换同时发生时也不会互相覆盖。
        </Typography.Paragraph>
        <InputNumber
          aria-label="库存变动"
          placeholder="如 50 或 -10"
          precision={0}
          min={-ContentLimit.AMOUNT_MAX}
          max={ContentLimit.AMOUNT_MAX}
          value={change}
          onChange={(value) => setChange(value)}
          style={{ width: 200 }}
        />
      </Modal>
    </CatalogueTable>
  );
}
