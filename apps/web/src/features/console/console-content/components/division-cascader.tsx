import { Cascader } from 'antd';
import { useEffect, useState } from 'react';

interface DivisionOption {
  text: string;
  value: string;
  children?: DivisionOption[];
}

/**
 * Province / city / county picker over the bundled division table (@vant/area-data, loaded when
 * the picker first shows). Its value is the three names, as stores are kept: 广东省, 广州市, 天河区.
 */
export function DivisionCascader({ value, onChange }: { value?: string[]; onChange?: (value: string[]) => void }) {
  const [options, setOptions] = useState<DivisionOption[]>([]);
  useEffect(() => {
    let isCurrent = true;
    void import('@vant/area-data').then(({ useCascaderAreaData: readCascaderAreaData }) => {
      if (isCurrent) {
        setOptions(readCascaderAreaData() as DivisionOption[]);
      }
    });
    return () => {
      isCurrent = false;
    };
  }, []);
  return (
    <Cascader
      options={options}
      fieldNames={{ label: 'text', value: 'text', children: 'children' }}
      value={value}
      onChange={(selected) => onChange?.((selected ?? []).map(String))}
      placeholder="请选择省 / 市 / 区县"
      showSearch
      aria-label="所在地区"
    />
  );
}
