import { CascadePicker, List, type CascadePickerOption } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { showToast } from '../../../shared/ui/toast.ts';
import { storesQuery } from '../api.ts';
import { describeSelection, loadAreaOptions } from '../components/area-options.ts';
import { QueryView } from '../../../shared/ui/query-view.tsx';
import '../other-services.css';

/** The spec's picker rows: 100 high, in a popup of 40% of the screen. */
const STORE_PICKER_ITEM_HEIGHT = '100px';

/** /store: choose province, city and county, then see the stores there. */
export function StorePage() {
  const [options, setOptions] = useState<CascadePickerOption[] | null>(null);
  const [isPickerOpen, setIsPickerOpen] = useState(false);
  const [isLoadingOptions, setIsLoadingOptions] = useState(false);
  const [codes, setCodes] = useState<string[]>([]);
  const [selectAddress, setSelectAddress] = useState<string | null>(null);
  const stores = useQuery(storesQuery(selectAddress));
  const areaText = selectAddress ?? (isLoadingOptions ? '地区加载中...' : '请选择省 / 市 / 区');

  const openPicker = async () => {
    if (!options) {
      setIsLoadingOptions(true);
      try {
        setOptions(await loadAreaOptions());
      } catch {
        showToast('地区数据加载失败，请稍后重试');
        return;
      } finally {
        setIsLoadingOptions(false);
      }
    }
    setIsPickerOpen(true);
  };

  let content;
  if (selectAddress === null) {
    content = <EmptyState title="请选择所在地区" description="选择省、市、区后查看附近营业厅" />;
  } else {
    content = (
      <QueryView
        query={stores}
        loading={5}
        failedTitle="查询失败"
        isEmpty={(data) => data.list.length === 0}
        empty={{ title: '暂无门店', description: '该地区暂无营业厅，请选择其他地区' }}
      >
        {(data) => (
          <List header={`共 ${data.list.length} 家门店`} className="store-list" aria-label="门店列表">
            {data.list.map((store) => (
              <List.Item
                key={store.id}
                description={
                  <>
                    地址：{store.address}
                    <br />
                    营业时间：{store.hours}
                    {'\u3000'}电话：{store.phone}
                  </>
                }
              >
                {store.name}
              </List.Item>
            ))}
          </List>
        )}
      </QueryView>
    );
  }

  return (
    <div className="page">
      <PageHeader title="附近门店" />
      <button type="button" className="area-picker-trigger" onClick={() => void openPicker()} aria-label={`选择所在地区：${areaText}`}>
        <span className={selectAddress ? 'area-picker-value' : 'area-picker-placeholder'}>{areaText}</span>
        <span aria-hidden="true">›</span>
      </button>
      {content}
      {options ? (
        <CascadePicker
          title="选择所在地区"
          options={options}
          visible={isPickerOpen}
          value={codes}
          onClose={() => setIsPickerOpen(false)}
          onConfirm={(value) => {
            const chosen = value.filter((code): code is string => typeof code === 'string');
            setCodes(chosen);
            setSelectAddress(describeSelection(options, chosen) || null);
          }}
          popupStyle={{ height: '40vh' }}
          style={{ '--item-height': STORE_PICKER_ITEM_HEIGHT }}
        />
      ) : null}
    </div>
  );
}
