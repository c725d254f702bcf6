import { BANNER_PLACEMENT_TEXT, BANNER_PLACEMENTS, ContentLimit, type BannerPlacement } from '@hall/contract/console-content/rules';
import type { ConsoleBanner } from '@hall/contract/console-content/schemas';
import { Form, Image, Input, InputNumber, Segmented, Select, Switch } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { statusColumn } from '../../shell/components/catalogue-columns.tsx';
import { CatalogueTable } from '../../shell/components/catalogue-table.tsx';
import { imageAddressRules, linkAddressRules } from '../components/image-address-rules.ts';
import { bannersQuery, useDeleteBanner, useSaveBanner } from '../content-api.ts';

type BannerForm = Omit<ConsoleBanner, 'id'>;
const NEW_BANNER: Partial<BannerForm> = { placement: 'hall', linkUrl: '', sortOrder: 0, isActive: true };
const PLACEMENT_OPTIONS = BANNER_PLACEMENTS.map((placement) => ({ label: BANNER_PLACEMENT_TEXT[placement], value: placement }));

/** Banners of the hall, the points mall and the feedback board (role editor). */
export function BannersPage() {
  const banners = useQuery(bannersQuery);
  const [placement, setPlacement] = useState<BannerPlacement | 'all'>('all');
  const saveBanner = useSaveBanner();
  const deleteBanner = useDeleteBanner();

  return (
    <CatalogueTable<ConsoleBanner, BannerForm>
      title="横幅管理"
      list={banners}
      loadFailure="横幅加载失败"
      rowKey="id"
      isShown={(banner) => placement === 'all' || banner.placement === placement}
      emptyText="暂无横幅"
      toolbar={<Segmented options={[{ label: '全部', value: 'all' }, ...PLACEMENT_OPTIONS]} value={placement} onChange={setPlacement} />}
      add={{ label: '新增横幅', values: { ...NEW_BANNER, placement: placement === 'all' ? 'hall' : placement } }}
      columns={[
        { title: '图片', dataIndex: 'imageUrl', width: 150, render: (url: string, banner) => <Image src={url} alt={banner.title} width={120} /> },
        { title: '标题', dataIndex: 'title' },
        { title: '展示位置', dataIndex: 'placement', width: 120, render: (value: BannerPlacement) => BANNER_PLACEMENT_TEXT[value] },
        { title: '链接', dataIndex: 'linkUrl', ellipsis: true },
        { title: '排序', dataIndex: 'sortOrder', width: 70 },
        statusColumn('isActive', { on: '启用', off: '停用', width: 80 }),
      ]}
      toValues={(banner) => banner}
      editorTitle={(banner) => (banner ? '编辑横幅' : '新增横幅')}
      onSave={(fields, banner) => saveBanner.mutateAsync({ ...fields, id: banner?.id })}
      isSaving={saveBanner.isPending}
      remove={{ confirm: '确定删除这个横幅吗？', onRemove: (banner) => deleteBanner.mutate(banner.id) }}
      fields={() => (
        <>
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
        </>
      )}
    />
  );
}
