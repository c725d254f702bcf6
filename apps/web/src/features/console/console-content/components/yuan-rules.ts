import type { FormRule } from 'antd';

/** Form rules of an amount typed in yuan and sent in fen: required, not negative, at most maxFen, said in yuan. */
export function yuanRules(label: string, maxFen: number, unit: string): FormRule[] {
  return [
    { required: true, message: `请填写${label}` },
    { type: 'number', min: 0, message: `${label}不能为负数` },
    { type: 'number', max: maxFen / 100, message: `${label}不能超过${maxFen / 100}${unit}` },
  ];
}
