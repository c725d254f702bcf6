import type { ExchangeProduct } from '@hall/contract/points/schemas';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ExchangeProductList } from './exchange-product-list.tsx';

afterEach(cleanup);

const product = (name: string, stock: number): ExchangeProduct => ({
  productId: name,
  name,
  description: '',
  points: 100,
  amount: 500,
  stock,
  cover: '',
});

describe('ExchangeProductList', () => {
  it('names each button by its visible words and then its product (a voice user says what they see)', () => {
    render(<ExchangeProductList products={[product('1GB国内流量包', 5), product('视频会员月卡', 0)]} onExchange={vi.fn()} />);
    const exchange = screen.getByRole('button', { name: '立即兑换 1GB国内流量包' });
    expect(exchange.textContent).toBe('立即兑换');
    const soldOut = screen.getByRole('button', { name: '已兑完 视频会员月卡' });
    expect(soldOut.textContent).toBe('已兑完');
  });
});
