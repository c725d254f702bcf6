import { describe, expect, it } from 'vitest';
import { wechatTemplateOf } from './wechat-templates.ts';

// Which notifications go to the official account, as which template, under the keys WeChat gave
// the operator's template.

const config = {
  PUBLIC_URL: 'https://hall.example.com',
  WECHAT_TEMPLATE_TRANSFER_CODE: 'tpl-transfer',
  WECHAT_TEMPLATE_DECISION: 'tpl-decision',
  WECHAT_TEMPLATE_TRANSFER_CODE_KEYS: 'character_string1,character_string2,thing3',
  WECHAT_TEMPLATE_DECISION_KEYS: 'thing1,phrase2,thing3',
  WECHAT_TEMPLATE_BILL: 'tpl-bill',
  WECHAT_TEMPLATE_BILL_KEYS: 'thing1,amount2,amount3',
};

describe('wechatTemplateOf', () => {
  it('puts the values under the keys the operator configured for the template', () => {
    expect(wechatTemplateOf({ ...config, WECHAT_TEMPLATE_DECISION_KEYS: 'thing7,phrase4,thing11' }, 'cancellationPassed', {})).toEqual({
      templateId: 'tpl-decision',
      url: 'https://hall.example.com/personal',
      data: { thing7: '销户申请', phrase4: '已通过', thing11: '号码已注销，绑定关系已解除' },
    });
    expect(
      wechatTemplateOf({ ...config, WECHAT_TEMPLATE_TRANSFER_CODE_KEYS: 'character_string5,character_string6,thing2' }, 'transferCode', {
        orderNo: 'GH1',
        code: 'ABC123',
      }),
    ).toEqual({
      templateId: 'tpl-transfer',
      url: '',
      data: { character_string5: 'GH1', character_string6: 'ABC123', thing2: '7日内有效，请只告知过户接收人' },
    });
  });

  it('sends the monthly bill as the bill template, opening the bill page', () => {
    expect(wechatTemplateOf(config, 'billIssued', { month: '2026年11月', amount: '19.00', balance: '-3.50' })).toEqual({
      templateId: 'tpl-bill',
      url: 'https://hall.example.com/bill',
      data: { thing1: '2026年11月', amount2: '19.00元', amount3: '-3.50元' },
    });
    expect(
      wechatTemplateOf({ ...config, WECHAT_TEMPLATE_BILL: undefined }, 'billIssued', { month: '2026年11月', amount: '19.00', balance: '0.00' }),
    ).toBeNull();
  });

  it('cuts a refusal reason to the 20 characters a thing value takes', () => {
    const message = wechatTemplateOf(config, 'realNameRefused', { reason: '证件照片不清晰，请在光线充足处重新拍摄并确保四角完整' });
    expect(message?.data.thing3).toHaveLength(20);
    expect(message?.data.thing3).toMatch(/^原因：证件照片不清晰.*…$/);
  });

  it('sends by SMS what has no template: a kind without one, or a template not configured', () => {
    expect(wechatTemplateOf(config, 'serviceAnswered', { answer: '已处理' })).toBeNull();
    expect(wechatTemplateOf(config, 'openingPassed', {})).toBeNull();
    expect(wechatTemplateOf({ ...config, WECHAT_TEMPLATE_DECISION: undefined }, 'transferRefused', { phoneTail: '0001', reason: '资料不全' })).toBeNull();
    expect(wechatTemplateOf({ ...config, WECHAT_TEMPLATE_TRANSFER_CODE: '' }, 'transferCode', { orderNo: 'GH1', code: 'ABC123' })).toBeNull();
  });
});
