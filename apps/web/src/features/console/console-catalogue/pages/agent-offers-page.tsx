import {
  AGENT_SYSTEM_ID_TEXT,
  AGENT_SYSTEM_IDS,
  type AgentSystemId,
  CatalogueLimit,
  CatalogueMessage,
  OFFER_ID_PATTERN,
} from '@hall/contract/console-catalogue/rules';
import type { ConsoleAgentOffer } from '@hall/contract/console-catalogue/schemas';
import { Form, Input, InputNumber, Select, Space, Switch } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatYuan } from '../../../../shared/lib/format.ts';
import { agentOffersQuery, offerPackagesQuery, useSaveAgentOffer } from '../catalogue-api.ts';
import { statusColumn } from '../../shell/components/catalogue-columns.tsx';
import { CatalogueTable } from '../../shell/components/catalogue-table.tsx';
import { toFen, toYuan } from '../../shell/components/form-values.ts';

interface OfferForm extends Omit<ConsoleAgentOffer, 'sumFeeFen' | 'systemId' | 'isOnSale'> {
  prestoreYuan: number;
  systemId: AgentSystemId;
  isOnSale: boolean;
}

const SYSTEM_OPTIONS = AGENT_SYSTEM_IDS.map((id) => ({ label: AGENT_SYSTEM_ID_TEXT[id], value: id }));
const SYSTEM_FILTERS = [{ label: '全部系统', value: 0 }, ...SYSTEM_OPTIONS];
const PRESTORE_MAX_YUAN = CatalogueLimit.PRESTORE_MAX_FEN / 100;
const systemTextOf = (systemId: number) => AGENT_SYSTEM_ID_TEXT[AGENT_SYSTEM_IDS.find((id) => id === systemId) ?? 7];

function toForm(item: ConsoleAgentOffer): OfferForm {
  return { ...item, prestoreYuan: toYuan(item.sumFeeFen), systemId: AGENT_SYSTEM_IDS.find((id) => id === item.systemId) ?? 7 };
}

/** The offers agents open numbers with, per system id (role editor); a stopped offer is no longer offered as a choice. */
export function AgentOffersPage() {
  const [systemId, setSystemId] = useState<AgentSystemId | undefined>(undefined);
  const offers = useQuery(agentOffersQuery(systemId));
  const packages = useQuery(offerPackagesQuery);
  const saveOffer = useSaveAgentOffer();

  const packageOptions = (packages.data?.list ?? []).map((item) => ({ label: `${item.name}（${item.id}）`, value: item.id }));
  const packageNameOf = (id: string) => packages.data?.list.find((item) => item.id === id)?.name ?? id;

  const save = ({ prestoreYuan, id, ...fields }: OfferForm, editedOffer: ConsoleAgentOffer | null) =>
    saveOffer.mutateAsync({
      isNew: editedOffer === null,
      offer: { ...fields, id: editedOffer ? editedOffer.id : id.trim(), sumFeeFen: toFen(prestoreYuan), descriptionHtml: fields.descriptionHtml ?? '' },
    });

  const newOffer: Partial<OfferForm> = {
    systemId: systemId ?? 7,
    prestoreYuan: 0,
    requiresCardPhoto: false,
    isChangeable: false,
    descriptionHtml: '',
    sortOrder: 0,
    isOnSale: true,
  };

  return (
    <CatalogueTable<ConsoleAgentOffer, OfferForm>
      title="开卡套餐"
      list={offers}
      loadFailure="开卡套餐加载失败"
      rowKey="id"
      emptyText="暂无开卡套餐，点击“新增开卡套餐”添加"
      toolbar={
        <Select<number>
          aria-label="按系统 ID 筛选"
          options={SYSTEM_FILTERS}
          value={systemId ?? 0}
          onChange={(value) => setSystemId(AGENT_SYSTEM_IDS.find((id) => id === value))}
          style={{ width: 140 }}
        />
      }
      add={{ label: '新增开卡套餐', values: newOffer }}
      columns={[
        { title: 'BOSS 套餐编号', dataIndex: 'id', width: 130 },
        { title: '名称', dataIndex: 'name' },
        { title: '系统 ID', dataIndex: 'systemId', width: 110, render: systemTextOf },
        { title: '预存（元）', dataIndex: 'sumFeeFen', width: 100, align: 'right', render: (fen: number) => formatYuan(fen) },
        { title: '资费套餐', dataIndex: 'packageId', width: 160, render: packageNameOf },
        { title: '合照', dataIndex: 'requiresCardPhoto', width: 70, render: (required: boolean) => (required ? '需要' : '不需要') },
        { title: '可变更', dataIndex: 'isChangeable', width: 70, render: (changeable: boolean) => (changeable ? '是' : '否') },
        statusColumn('isOnSale', { on: '在售', off: '已停售' }),
      ]}
      toValues={toForm}
      editorTitle={(offer) => (offer ? `编辑开卡套餐 ${offer.id}` : '新增开卡套餐')}
      onSave={save}
      isSaving={saveOffer.isPending}
      fields={(offer) => (
        <>
          {!offer && (
            <Form.Item
              label="BOSS 套餐编号"
              name="id"
              extra="BOSS 中的销售品编号，保存后不能修改"
              rules={[
                { required: true, whitespace: true, message: '请填写 BOSS 套餐编号' },
                { pattern: OFFER_ID_PATTERN, message: CatalogueMessage.OFFER_ID_FORMAT },
              ]}
            >
              <Input maxLength={CatalogueLimit.OFFER_ID} inputMode="numeric" />
            </Form.Item>
          )}
          <Form.Item label="套餐名称" name="name" rules={[{ required: true, whitespace: true, message: '请填写套餐名称' }]}>
            <Input maxLength={CatalogueLimit.NAME} showCount />
          </Form.Item>
          <Space size="large" wrap>
            <Form.Item label="系统 ID" name="systemId" rules={[{ required: true, message: '请选择系统 ID' }]}>
              <Select options={SYSTEM_OPTIONS} style={{ width: 140 }} />
            </Form.Item>
            <Form.Item
              label="预存金额（元）"
              name="prestoreYuan"
              rules={[
                { required: true, message: '请填写预存金额' },
                { type: 'number', min: 0, message: '预存金额不能为负数' },
                { type: 'number', max: PRESTORE_MAX_YUAN, message: `预存金额不能超过${PRESTORE_MAX_YUAN}元` },
              ]}
            >
              <InputNumber precision={2} style={{ width: 140 }} />
            </Form.Item>
          </Space>
          <Form.Item label="资费套餐" name="packageId" rules={[{ required: true, message: '请选择资费套餐' }]}>
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              options={packageOptions}
              loading={packages.isPending}
              notFoundContent={packages.isError ? '资费套餐加载失败，请关闭后重试' : '暂无资费套餐，请先在“套餐”中添加'}
            />
          </Form.Item>
          <Form.Item label="套餐说明（HTML）" name="descriptionHtml" extra="可使用段落、加粗、列表和表格；保存时将去掉脚本、链接、样式等其他内容">
            <Input.TextArea rows={6} maxLength={CatalogueLimit.DESCRIPTION_HTML} />
          </Form.Item>
          <Space size="large" wrap>
            <Form.Item label="需拍摄身份证与卡板合照" name="requiresCardPhoto" valuePropName="checked">
              <Switch checkedChildren="需要" unCheckedChildren="不需要" />
            </Form.Item>
            <Form.Item label="可变更为此套餐" name="isChangeable" valuePropName="checked" extra="虚商开户时可从同一系统的默认套餐改选">
              <Switch />
            </Form.Item>
          </Space>
          <Space size="large">
            <Form.Item label="排序" name="sortOrder" extra="小的排在前面">
              <InputNumber min={0} max={CatalogueLimit.SORT_ORDER_MAX} precision={0} />
            </Form.Item>
            <Form.Item label="在售" name="isOnSale" valuePropName="checked" extra="停售后不再作为可选套餐；库存号码和已保存的开户记录仍可继续开户">
              <Switch checkedChildren="在售" unCheckedChildren="停售" />
            </Form.Item>
          </Space>
        </>
      )}
    />
  );
}
