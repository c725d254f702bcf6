import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// 账单解读 under a bill: a closed month's sentence and its changed lines linked to their causes; the
// month in progress with its forecast marked as an estimate; a failed load's retry.

let answers: ('down' | 'closed' | 'current')[] = [];
const sent: { name: string; payload: unknown }[] = [];

const closed = {
  month: '202611',
  summary: '比上月多 ¥8.00，主要因为增值业务费 +¥6.00（来电显示，11月3日开通）和上网流量费 +¥2.00（11月5日、6日使用了套餐外流量）。',
  changes: [
    { item: '增值业务费', previousFen: 0, currentFen: 600, changeFen: 600, causes: [{ text: '来电显示，11月3日开通', link: '/orderQuery' }] },
    { item: '上网流量费', previousFen: 0, currentFen: 200, changeFen: 200, causes: [{ text: '11月5日、6日使用了套餐外流量', link: null }] },
    { item: '套餐月费', previousFen: 3000, currentFen: 3000, changeFen: 0, causes: [] },
  ],
  forecast: null,
};
const current = {
  month: '202612',
  summary: '本月到目前已产生 ¥6.00，主要是增值业务费 ¥6.00（来电显示，12月2日开通）；套餐月费在月底出账。',
  changes: [
    { item: '套餐月费', previousFen: 3000, currentFen: 0, changeFen: -3000, causes: [] },
    { item: '增值业务费', previousFen: 0, currentFen: 600, changeFen: 600, causes: [{ text: '来电显示，12月2日开通', link: '/orderQuery' }] },
  ],
  forecast: {
    amountFen: 3600,
    summary: '按目前用量，本月预计 ¥36 左右，上月为 ¥30.00。',
    basis: '按本月已过的10天（共31天）的日均用量估算。这是估算，不是账单，以月结账单为准。',
  },
};

vi.mock('../../../shared/api/subscriber-client.ts', () => ({
  call: async (name: string, payload: unknown) => {
    sent.push({ name, payload });
    const answer = answers.shift() ?? 'closed';
    if (answer === 'down') {
      const { ApiError } = await import('../../../shared/api/api-error.ts');
      throw new ApiError(-1, '网络异常，请稍后重试', undefined, 0);
    }
    return answer === 'closed' ? closed : current;
  },
}));

const { renderInApp } = await import('../../../shared/testing/render-in-app.tsx');
const { BillExplanationSection } = await import('./bill-explanation-section.tsx');

beforeEach(() => {
  answers = [];
  sent.length = 0;
});
afterEach(cleanup);

describe('账单解读', () => {
  it("says a closed month's change in one sentence and lists each changed line with its cause, linked where a page shows it", async () => {
    answers = ['closed'];
    renderInApp(<BillExplanationSection month="202611" />);
    expect(await screen.findByText(closed.summary)).toBeTruthy();
    const lines = screen.getByRole('list', { name: '与上月相比的变化' });
    expect(lines.textContent).toContain('增值业务费+¥6.00上月 ¥0.00 → 本月 ¥6.00');
    // An unchanged line is not listed as a change.
    expect(lines.textContent).not.toContain('套餐月费');
    expect(screen.getByRole('link', { name: '来电显示，11月3日开通 ›' }).getAttribute('href')).toBe('/orderQuery');
    expect(screen.getByText('11月5日、6日使用了套餐外流量').closest('a')).toBeNull();
    expect(screen.queryByText('本月预估')).toBeNull();
    expect(sent).toEqual([{ name: 'QUERY_BILL_EXPLANATION', payload: { date: '202611' } }]);
  });

  it('shows the month in progress so far, and its forecast marked as an estimate, never as a bill', async () => {
    answers = ['current'];
    renderInApp(<BillExplanationSection month={null} />);
    expect(await screen.findByText(current.summary)).toBeTruthy();
    expect(screen.getByText('估算，非账单')).toBeTruthy();
    expect(screen.getByText(current.forecast.summary)).toBeTruthy();
    expect(screen.getByText(current.forecast.basis)).toBeTruthy();
    const lines = screen.getByRole('list', { name: '本月已产生的费用' });
    // The package fee, billed at the month's end, is not a fall of this month.
    expect(lines.textContent).not.toContain('套餐月费');
    expect(lines.textContent).toContain('增值业务费¥6.00');
    expect(sent).toEqual([{ name: 'QUERY_BILL_EXPLANATION', payload: {} }]);
  });

  it('offers a retry after a failed load', async () => {
    answers = ['down', 'closed'];
    renderInApp(<BillExplanationSection month="202611" />);
    fireEvent.click(await screen.findByRole('button', { name: '重新加载' }));
    await waitFor(() => expect(screen.getByText(closed.summary)).toBeTruthy());
  });
});
