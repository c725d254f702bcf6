import { ContentLimit } from '@hall/contract/console-content/rules';
import type { ConsoleStore } from '@hall/contract/console-content/schemas';
import { Form, Input, InputNumber, Space } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DivisionCascader } from '../components/division-cascader.tsx';
import { CatalogueTable } from '../../shell/components/catalogue-table.tsx';
import { storesQuery, useDeleteStore, useSaveStore } from '../content-api.ts';

interface StoreForm extends Omit<ConsoleStore, 'id' | 'province' | 'city' | 'county'> {
  division: string[];
}

function toForm(store: ConsoleStore): StoreForm {
  return { ...store, division: [store.province, store.city, store.county] };
}

/** Stores shown by the store finder, by province, city and county (role editor). */
export function StoresPage() {
  const [keyword, setKeyword] = useState('');
  const stores = useQuery(storesQuery(keyword));
  const saveStore = useSaveStore();
  const deleteStore = useDeleteStore();

  const save = ({ division, ...fields }: StoreForm, store: ConsoleStore | null) => {
    const [province = '', city = '', county = ''] = division;
    return saveStore.mutateAsync({ ...fields, id: store?.id, province, city, county, phone: fields.phone ?? '', hours: fields.hours ?? '' });
  };

  return (
    <CatalogueTable<ConsoleStore, StoreForm>
      title="门店管理"
      list={stores}
      loadFailure="门店加载失败"
      rowKey="id"
      emptyText={keyword ? '没有找到匹配的门店' : '暂无门店'}
      pageSize={20}
      toolbar={<Input.Search placeholder="按名称、地址或城市查找" allowClear onSearch={(value) => setKeyword(value.trim())} style={{ width: 240 }} />}
      add={{ label: '新增门店', values: { sortOrder: 0, phone: '', hours: '' } }}
      columns={[
        { title: '门店名称', dataIndex: 'name' },
        { title: '所在地区', width: 200, render: (_, store) => `${store.province} ${store.city} ${store.county}` },
        { title: '详细地址', dataIndex: 'address' },
        { title: '联系电话', dataIndex: 'phone', width: 140 },
        { title: '营业时间', dataIndex: 'hours', width: 120 },
      ]}
      toValues={toForm}
      editorTitle={(store) => (store ? '编辑门店' : '新增门店')}
      onSave={save}
      isSaving={saveStore.isPending}
      remove={{ confirm: '确定删除这个门店吗？', onRemove: (store) => deleteStore.mutate(store.id) }}
      fields={() => (
        <>
          <Form.Item label="门店名称" name="name" rules={[{ required: true, whitespace: true, message: '请填写门店名称' }]}>
            <Input maxLength={ContentLimit.STORE_NAME} showCount />
          </Form.Item>
          <Form.Item label="所在地区" name="division" rules={[{ required: true, type: 'array', len: 3, message: '请选择省、市和区县' }]}>
            <DivisionCascader />
          </Form.Item>
          <Form.Item label="详细地址" name="address" rules={[{ required: true, whitespace: true, message: '请填写详细地址' }]}>
            <Input maxLength={ContentLimit.STORE_ADDRESS} />
          </Form.Item>
          <Space size="large" wrap>
            <Form.Item label="联系电话" name="phone" rules={[{ pattern: /^[\d-]*$/, message: '联系电话只能包含数字和“-”' }]}>
              <Input maxLength={ContentLimit.STORE_PHONE} />
            </Form.Item>
            <Form.Item label="营业时间" name="hours">
              <Input maxLength={ContentLimit.STORE_HOURS} placeholder="如 9:00-21:00" />
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
