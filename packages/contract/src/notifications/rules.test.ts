import { describe, expect, it } from 'vitest';
import { NOTIFICATION_KINDS, NOTIFICATION_PARAM_MAX_LENGTH, NOTIFICATION_TEMPLATES, renderNotification } from './rules.ts';

describe('notification templates', () => {
  it('declare exactly the parameters their text uses, so a real template gets every variable', () => {
    for (const kind of NOTIFICATION_KINDS) {
      const used = [...NOTIFICATION_TEMPLATES[kind].text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
      expect([...new Set(used)].sort(), kind).toEqual([...NOTIFICATION_TEMPLATES[kind].params].sort());
    }
  });

  it('fill the parameters in, and cut a long one with an ellipsis as a template variable is limited', () => {
    expect(renderNotification('cancellationRefused', { reason: '资料不全' })).toBe('您的销户申请未通过审核，原因：资料不全。号码仍可正常使用。');
    const answer = '答'.repeat(NOTIFICATION_PARAM_MAX_LENGTH + 10);
    const text = renderNotification('serviceAnswered', { answer });
    expect(text).toBe(`您反馈的问题已处理：${'答'.repeat(NOTIFICATION_PARAM_MAX_LENGTH - 1)}…`);
  });
});
