import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// /setMeal's 30-day chart: the summary as the chart's name, the day-by-day table, the empty state
// and a failed load's retry.

let answers: ('down' | 'empty' | 'some')[] = [];
const sent: string[] = [];

const day = (index: number, dataMb: number, voiceMinutes = 0, smsCount = 0) => ({
  day: `2026-11-${String(index + 1).padStart(2, '0')}`,
  dataMb,
  voiceMinutes,
  smsCount,
});

vi.mock('../../../shared/api/subscriber-client.ts', () => ({
  call: async (name: string) => {
    sent.push(name);
    const answer = answers.shift() ?? 'some';
    if (answer === 'down') {
      const { ApiError } = await import('../../../shared/api/api-error.ts');
      throw new ApiError(-1, '网络异常，请稍后重试', undefined, 0);
    }
    return { days: Array.from({ length: 30 }, (_, index) => (answer === 'empty' ? day(index, 0) : day(index, index === 29 ? 300 : 30, 2, 1))) };
  },
}));

const { renderInApp } = await import('../../../shared/testing/render-in-app.tsx');
const { UsageChartSection } = await import('./usage-chart.tsx');

beforeEach(() => {
  answers = [];
  sent.length = 0;
});
afterEach(cleanup);

describe('the 30-day usage chart', () => {
  it('names the chart by its summary, switches the figure shown, and lists every day in a table', async () => {
    renderInApp(<UsageChartSection />);
    expect(await screen.findByRole('img', { name: '近30天共用流量1170MB，日均39MB，最多的一天是11/30（300MB）' })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: '语音' }));
    expect(screen.getByRole('img', { name: /^近30天共用语音60分钟/ })).toBeTruthy();
    expect(screen.getAllByRole('row')).toHaveLength(31);
    expect(screen.getByRole('link', { name: '详单查询 ›' }).getAttribute('href')).toBe('/callDetail');
  });

  it('says so when nothing was used', async () => {
    answers = ['empty'];
    renderInApp(<UsageChartSection />);
    expect(await screen.findByText('近30天暂无用量')).toBeTruthy();
  });

  it('offers a retry after a failed load', async () => {
    answers = ['down', 'some'];
    renderInApp(<UsageChartSection />);
    fireEvent.click(await screen.findByRole('button', { name: '重新加载' }));
    await waitFor(() => expect(screen.getByRole('img', { name: /^近30天共用流量/ })).toBeTruthy());
    expect(sent).toEqual(['USAGE_CHART', 'USAGE_CHART']);
  });
});
