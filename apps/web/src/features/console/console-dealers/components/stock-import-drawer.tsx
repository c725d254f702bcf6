import { DealerLimit } from '@hall/contract/console-dealers/rules';
import type { DealerRow, StockProblem } from '@hall/contract/console-dealers/schemas';
import { Alert, Button, Descriptions, Drawer, Form, Input, List, Select, Space, Table, Tag, Upload } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { dealerStockQuery, useImportStock } from '../dealers-api.ts';
import { ConsoleQueryView } from '../../shell/components/console-query-view.tsx';

const STATUS_LABELS = { available: '可开户', locked: '锁定', opened: '已开户', retired: '已回收' } as const;

interface ImportForm {
  offerId: string;
  csv: string;
}

/** A dealer's card stock: counts by status, the newest cards, and a CSV import (all or nothing). */
export function StockImportDrawer({ dealer, onClose }: { dealer: DealerRow | null; onClose: () => void }) {
  const stock = useQuery(dealerStockQuery(dealer?.id ?? ''));
  const importStock = useImportStock();
  const [form] = Form.useForm<ImportForm>();
  const [refused, setRefused] = useState<{ problemCount: number; problems: StockProblem[] } | null>(null);

  const submit = ({ offerId, csv }: ImportForm) => {
    setRefused(null);
    importStock.mutate(
      { dealerId: dealer?.id ?? '', offerId, csv },
      {
        onSuccess: (answer) => {
          if (answer.problemCount > 0) {
            setRefused(answer);
          } else {
            form.setFieldValue('csv', '');
            void stock.refetch();
          }
        },
      },
    );
  };

  const readFile = async (file: File) => {
    form.setFieldValue('csv', await file.text());
    await form.validateFields(['csv']);
    return false;
  };

  return (
    <Drawer open={dealer !== null} title={dealer ? `${dealer.name}（${dealer.id}）的号卡库存` : ''} size="large" onClose={onClose} destroyOnHidden>
      <ConsoleQueryView query={stock} failure="库存加载失败" loadingLabel="正在加载库存">
        {({ counts, offers, list }) => (
          <Space direction="vertical" style={{ width: '100%' }} size="large">
            <Descriptions size="small" column={3} bordered>
              <Descriptions.Item label="可开户">{counts.available}</Descriptions.Item>
              <Descriptions.Item label="锁定">{counts.locked}</Descriptions.Item>
              <Descriptions.Item label="已开户">{counts.opened}</Descriptions.Item>
            </Descriptions>
            <Form<ImportForm> form={form} layout="vertical" onFinish={submit}>
              <Form.Item label="开户套餐" name="offerId" rules={[{ required: true, message: '请选择开户套餐' }]}>
                <Select
                  placeholder="导入的号码开户时使用的套餐"
                  notFoundContent="暂无开户套餐，请先在“开卡套餐”中添加"
                  options={offers.map((offer) => ({ value: offer.id, label: `${offer.name}（${offer.id}，系统 ${offer.systemId}）` }))}
                />
              </Form.Item>
              <Form.Item
                label="号码文件（CSV）"
                name="csv"
                extra={`每行：卡号(ICCID),手机号[,销售资源编号][,PUK码]，首行可为列名；一次最多${DealerLimit.STOCK_ROWS_MAX}行。任一行有误则整个文件都不导入。`}
                rules={[{ required: true, whitespace: true, message: '请选择CSV文件或粘贴号码' }]}
              >
                <Input.TextArea rows={6} placeholder={'iccid,phone\n89860166100000000011,16610000001'} aria-label="号码文件内容" />
              </Form.Item>
              <Space>
                <Upload accept=".csv,text/csv" showUploadList={false} beforeUpload={(file) => readFile(file)}>
                  <Button>选择CSV文件</Button>
                </Upload>
                <Button type="primary" htmlType="submit" loading={importStock.isPending}>
                  导入
                </Button>
              </Space>
            </Form>
            {refused && (
              <Alert
                type="error"
                showIcon
                message={`文件有${refused.problemCount}处问题，未导入任何号码${refused.problemCount > refused.problems.length ? `（显示前${refused.problems.length}处）` : ''}`}
                description={
                  <List
                    size="small"
                    dataSource={refused.problems}
                    renderItem={(problem) => <List.Item>{`第${problem.line}行：${problem.message}`}</List.Item>}
                  />
                }
              />
            )}
            <Table
              rowKey="iccid"
              size="small"
              dataSource={list}
              locale={{ emptyText: '该渠道暂无库存号码，请导入' }}
              pagination={{ pageSize: 20 }}
              columns={[
                { title: '卡号(ICCID)', dataIndex: 'iccid' },
                { title: '手机号', dataIndex: 'phone' },
                { title: '开户套餐', dataIndex: 'offerId' },
                { title: '销售资源编号', dataIndex: 'saleResourceId' },
                { title: '状态', dataIndex: 'status', render: (status: keyof typeof STATUS_LABELS) => <Tag>{STATUS_LABELS[status]}</Tag> },
              ]}
            />
          </Space>
        )}
      </ConsoleQueryView>
    </Drawer>
  );
}
