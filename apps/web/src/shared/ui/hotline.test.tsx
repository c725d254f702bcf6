import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { linkHotline } from './hotline.tsx';

afterEach(cleanup);

describe('linkHotline', () => {
  it('makes every mention of the hotline a tel: link, the rest of the text unchanged', () => {
    const { container } = render(<p>{linkHotline('客服热线 4008-123-456，或拨 4008-123-456 转人工', '4008-123-456')}</p>);
    expect(container.textContent).toBe('客服热线 4008-123-456，或拨 4008-123-456 转人工');
    const links = screen.getAllByRole('link', { name: '4008-123-456' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['tel:4008123456', 'tel:4008123456']);
  });

  it('leaves a text without the hotline (an operator notice) as it is', () => {
    expect(linkHotline('本周六系统维护', '10020')).toBe('本周六系统维护');
    expect(linkHotline('客服热线', '')).toBe('客服热线');
  });
});
