import { IMAGE_ADDRESS_PATTERN, LINK_ADDRESS_PATTERN } from '@hall/contract/console-content/rules';
import type { FormRule } from 'antd';

/** The server's address rules, as form rules with the same words. */
export function imageAddressRules(label: string, isRequired = true): FormRule[] {
  return [
    { required: isRequired, whitespace: true, message: `请填写${label}` },
    { pattern: IMAGE_ADDRESS_PATTERN, message: `${label}须为 / 或 https:// 开头的地址，或图片 data URL` },
  ];
}

export const linkAddressRules: FormRule[] = [{ pattern: LINK_ADDRESS_PATTERN, message: '链接地址须为 / 开头的站内路径或 http(s):// 地址' }];
