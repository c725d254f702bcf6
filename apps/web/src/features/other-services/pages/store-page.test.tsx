import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../shared/testing/render-in-app.tsx';

// The store picker's rows are the spec's 100 high, in a popup of 40% of the screen.

vi.mock('../components/area-options.ts', () => ({
  loadAreaOptions: async () => [{ label: '广东省', value: '440000', children: [{ label: '广州市', value: '440100' }] }],
  describeSelection: () => '',
}));
vi.mock('../../../shared/api/subscriber-client.ts', () => ({ call: () => new Promise(() => undefined) }));

const { StorePage } = await import('./store-page.tsx');

describe('/store area picker', () => {
  it('opens with rows 100 high in a popup of 40% of the screen', async () => {
    renderInApp(<StorePage />);
    fireEvent.click(screen.getByRole('button', { name: /选择所在地区/ }));
    await screen.findByText('选择所在地区');
    const picker = document.querySelector('.adm-picker') as HTMLElement;
    expect(picker.style.getPropertyValue('--item-height')).toBe('100px');
    expect((document.querySelector('.adm-picker-popup') as HTMLElement).style.height).toBe('40vh');
  });
});
