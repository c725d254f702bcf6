import { BANNER_PLACEMENT_TEXT, BANNER_PLACEMENTS, ContentLimit, type BannerPlacement } from '@hall/contract/console-content/rules';
import type { ConsoleBanner } from '@hall/contract/console-content/schemas';
import { Button, Card, Form, Image, Input, InputNumber, Popconfirm, Segmented, Select, Space, Switch, Table, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { EditorDrawer } from '../components/editor-drawer.tsx';
import { imageAddressRules, linkAddressRules } from '../components/image-address-rules.ts';
import { bannersQuery, useDeleteBanner, useSaveBanner } from '../content-api.ts';

type BannerForm = Omit<ConsoleBanner, 'id'>;
const NEW_BANNER: Partial<BannerForm> = { placement: 'hall', linkUrl: '', sortOrder: 0, isActive: true };
const PLACEMENT_OPTIONS = BANNER_PLACEMENTS.map((placement) => ({ label: BANNER_PLACEMENT_TEXT[placement], value: placement }));

/** Banners of the hall, the points mall and the feedback board (role editor). */
export function BannersPage() {
  const banners = useQuery(bannersQuery);
  const [placement, setPlacement] = useState<BannerPlacement | 'all'>('all');
  const [editing, setEditing] = useState<{ id?: number; values: Partial<BannerForm> } | null>(null);
  const saveBanner = useSaveBanner();
  const deleteBanner = useDeleteBanner();

  const save = (fields: BannerForm) => saveBanner.mutate({ ...fields, id: editing?.id }, { onSuccess: () => setEditing(null) });

  return (
    <Card
      title="横幅管理"
      extra={
        <Space>
          <Segmented options={[{ label: '全部', value: 'all' }, ...PLACEMENT_OPTIONS]} value={placement} onChange={setPlacement} />
          <Button type="primary" onClick={() => setEditing({ values: { ...NEW_BANNER, placement: placement === 'all' ? 'hall' : placement } })}>
            新增横幅
          </Button>
        </Space>
      }
    >
      <Table
        rowKey="id"
        loading={banners.isPending}
        dataSource={(banners.data?.list ?? []).filter((banner) => placement === 'all' || banner.placement === placement)}
        locale={{ emptyText: '暂无横幅' }}
        pagination={false}
        columns={[
          { title: '图片', dataIndex: 'imageUrl', width: 150, render: (url: string, banner) => <Image src={url} alt={banner.title} width={120} /> },
          { title: '标题', dataIndex: 'title' },
          { title: '展示位置', dataIndex: 'placement', width: 120, render: (value: BannerPlacement) => BANNER_PLACEMENT_TEXT[value] },
          { title: '链接', dataIndex: 'linkUrl', ellipsis: true },
          { title: '排序', dataIndex: 'sortOrder', width: 70 },
          { title: '状态', dataIndex: 'isActive', width: 80, render: (isActive: boolean) => (isActive ? <Tag color="success">启用</Tag> : <Tag>停用</Tag>) },
          {
            title: '操作',
            width: 140,
            render: (_, banner) => (
              <Space size={0}>
                <Button type="link" onClick={() => setEditing({ id: banner.id, values: banner })}>
                  编辑
                </Button>
                <Popconfirm title="确定删除这个横幅吗？" okText="删除" cancelText="取消" onConfirm={() => deleteBanner.mutate(banner.id)}>
                  <Button type="link" danger>
                    删除
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <EditorDrawer<BannerForm>
        title={editing?.id ? '编辑横幅' : '新增横幅'}
        values={editing?.values ?? null}
        onClose={() => setEditing(null)}
        onSave={save}
        isSaving={saveBanner.isPending}
      >
        <Form.Item label="展示位置" name="placement" rules={[{ required: true, message: '请选择展示位置' }]}>
          <Select options={PLACEMENT_OPTIONS} />
        </Form.Item>
        <Form.Item label="标题" name="title" rules={[{ required: true, whitespace: true, message: '请填写标题' }]}>
          <Input maxLength={ContentLimit.TITLE} showCount />
        </Form.Item>
        <Form.Item label="图片地址" name="imageUrl" rules={imageAddressRules('图片地址')} extra="建议尺寸 750×300；支持站内路径、https 地址或图片 data URL">
          <Input.TextArea rows={2} />
        </Form.Item>
        <Form.Item label="链接地址" name="linkUrl" rules={linkAddressRules} extra="点击横幅打开的页面，如 /activity；留空则不跳转">
          <Input />
        </Form.Item>
        <Form.Item label="排序" name="sortOrder" extra="数字小的排在前面">
          <InputNumber min={0} max={ContentLimit.SORT_ORDER_MAX} precision={0} />
        </Form.Item>
        <Form.Item label="启用" name="isActive" valuePropName="checked">
          <Switch />
        </Form.Item>
      </EditorDrawer>
    </Card>
  );
}
