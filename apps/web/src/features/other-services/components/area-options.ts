import type { CascadePickerOption } from 'antd-mobile';

/**
 * Province / city / county options from the bundled division table (@vant/area-data, loaded only
 * when the picker is first opened), with `text` renamed to `label` for CascadePicker.
 */
export async function loadAreaOptions(): Promise<CascadePickerOption[]> {
  const { useCascaderAreaData: readCascaderAreaData } = await import('@vant/area-data');
  interface VantOption {
    text: string;
    value: string;
    children?: VantOption[];
  }
  const toPickerOption = (option: VantOption): CascadePickerOption => ({
    label: option.text,
    value: option.value,
    children: option.children?.map(toPickerOption),
  });
  return readCascaderAreaData().map(toPickerOption);
}

/** The labels of the chosen codes, joined as the server expects: 广东省-广州市-天河区. */
export function describeSelection(options: CascadePickerOption[], codes: string[]): string {
  const labels: string[] = [];
  let level: CascadePickerOption[] | undefined = options;
  for (const code of codes) {
    const option: CascadePickerOption | undefined = level?.find((item) => item.value === code);
    if (!option) {
      break;
    }
    labels.push(option.label);
    level = option.children;
  }
  return labels.join('-');
}
