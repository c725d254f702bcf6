import { describe, expect, it } from 'vitest';
import { findAddNumberProblem, splitCommaList, stripSpaces } from '@hall/contract/sms-register/rules';

// The rejected-number rules the page and the server share (they live in the zod-only contract, which may not import vitest).

const context = (overrides: Partial<Parameters<typeof findAddNumberProblem>[1]> = {}) => ({
  serviceKind: 7,
  addList: [] as string[],
  rejected: [] as string[],
  ...overrides,
});

describe('findAddNumberProblem', () => {
  it('accepts service numbers, landlines and (for kind 7) mobiles', () => {
    expect(findAddNumberProblem('10690000123', context())).toBeNull();
    expect(findAddNumberProblem('02088886666', context({ serviceKind: 8 }))).toBeNull();
    expect(findAddNumberProblem('13800138000', context())).toBeNull();
  });

  it('refuses in the order the page reports', () => {
    expect(findAddNumberProblem('', context())).toBe('手机号不能为空');
    expect(findAddNumberProblem('12', context())).toBe('请输入正确的号码（3-20位数字）');
    expect(findAddNumberProblem('13800138000', context({ serviceKind: 8 }))).toBe('您的号码不可拒收11位的手机号码');
    expect(findAddNumberProblem('95500', context({ addList: ['95500'] }))).toBe('已增加此号码，请重新添加号码！');
    expect(findAddNumberProblem('95500', context({ rejected: ['95500'] }))).toBe('添加的号码已拒收！！！');
    const full = Array.from({ length: 10 }, (_, index) => `9550${index}`);
    expect(findAddNumberProblem('95599', context({ addList: full }))).toBe('单次最多拒收10个号码！！');
  });
});

describe('list helpers', () => {
  it('split comma lists and strip spaces', () => {
    expect(splitCommaList(' 01, ,02,')).toEqual(['01', '02']);
    expect(splitCommaList(undefined)).toEqual([]);
    expect(stripSpaces(' 希望 增加\t客服 ')).toBe('希望增加客服');
  });
});
