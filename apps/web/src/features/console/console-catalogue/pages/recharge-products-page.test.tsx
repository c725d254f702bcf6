import type { ConsoleRechargeProduct } from '@hall/contract/console-catalogue/schemas';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../shared/api/api-error.ts';
import { renderConsolePage, staffStub } from '../../shell/console-page-test-kit.tsx';

// The recharge products page: a failed load offers a retry; an empty group says how to add one; a
// new product's price is typed in yuan and sent in fen, with the id left for the server or typed
// in its format; a taken id is refused with the server's message; an edit can take a product off sale.

vi.mock('../../shell/call-staff.ts', async () => ({ callStaff: (await import('../../shell/console-page-test-kit.tsx')).stubCallStaff }));
const { calls } = staffStub;

const { RechargeProductsPage } = await import('./recharge-products-page.tsx');

const CALL_50: ConsoleRechargeProduct = { id: 'CALL_50', group: 'call', name: '50元', amountFen: 5000, serviceKind: 0, sortOrder: 3, isOnSale: true };
const DAY_2G: ConsoleRechargeProduct = { id: 'DAY_2G', group: 'dayFlow', name: '2GB日包', amountFen: 300, serviceKind: 7, sortOrder: 11, isOnSale: true };

let list: ConsoleRechargeProduct[];
let failuresLeft: number;

beforeEach(() => {
  calls.length = 0;
  list = [CALL_50, DAY_2G];
  failuresLeft = 0;
  staffStub.answer = (name, payload) => {
    const fields = payload as ConsoleRechargeProduct;
    if (name === 'CONSOLE_CREATE_RECHARGE_PRODUCT') {
      if (fields.id === 'CALL_50') {
        throw new ApiError(-100, '商品编号已存在，请换一个编号');
      }
      const saved = { ...fields, id: fields.id ?? 'RP_0A1B2C3D4E' };
      list = [...list, saved];
      return saved;
    }
    if (name === 'CONSOLE_UPDATE_RECHARGE_PRODUCT') {
      list = list.map((item) => (item.id === fields.id ? fields : item));
      return fields;
    }
    if (failuresLeft > 0) {
      failuresLeft -= 1;
      throw new ApiError(0, '网络异常，请稍后重试');
    }
    const { group } = payload as { group?: string };
    return { list: list.filter((item) => !group || item.group === group) };
  };
});
afterEach(() => cleanup());

const sent = (name: string) => calls.filter((call) => call.name === name).map((call) => call.payload);

async function openNewProduct() {
  fireEvent.click(await screen.findByRole('button', { name: '新增充值产品' }));
  return within(await screen.findByRole('dialog'));
}

describe('RechargeProductsPage', () => {
  it('shows a failed load with a retry that reads the products again', async () => {
    failuresLeft = 1;
    renderConsolePage(<RechargeProductsPage />);
    await screen.findByText('网络异常，请稍后重试');
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('2GB日包')).toBeTruthy();
    expect(screen.getByText('50.00')).toBeTruthy();
  });

  it('filters by group and says how to add a product to an empty one', async () => {
    renderConsolePage(<RechargeProductsPage />);
    await screen.findByText('2GB日包');
    fireEvent.click(screen.getByText('月包'));
    expect(await screen.findByText('暂无充值产品，点击“新增充值产品”添加')).toBeTruthy();
    expect(sent('CONSOLE_RECHARGE_PRODUCTS')).toContainEqual({ group: 'monthFlow' });
  });

  it('adds a product priced in yuan and sent in fen, its id left to the server', async () => {
    renderConsolePage(<RechargeProductsPage />);
    const drawer = await openNewProduct();
    fireEvent.change(drawer.getByLabelText('商品名称'), { target: { value: '100元' } });
    fireEvent.change(drawer.getByLabelText('售价（元）'), { target: { value: '99.5' } });
    fireEvent.click(drawer.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(sent('CONSOLE_CREATE_RECHARGE_PRODUCT')).toHaveLength(1));
    expect(sent('CONSOLE_CREATE_RECHARGE_PRODUCT')[0]).toEqual({
      id: undefined,
      group: 'call',
      name: '100元',
      amountFen: 9950,
      serviceKind: 0,
      sortOrder: 0,
      isOnSale: true,
    });
    expect(await screen.findByText('RP_0A1B2C3D4E')).toBeTruthy();
  });

  it('refuses a zero price and a lower-case id in the form, and shows the server refusing a taken id', async () => {
    renderConsolePage(<RechargeProductsPage />);
    const drawer = await openNewProduct();
    fireEvent.change(drawer.getByLabelText('商品编号'), { target: { value: 'call_100' } });
    fireEvent.change(drawer.getByLabelText('商品名称'), { target: { value: '100元' } });
    fireEvent.change(drawer.getByLabelText('售价（元）'), { target: { value: '0' } });
    fireEvent.click(drawer.getByRole('button', { name: '保存' }));
    expect(await drawer.findByText('商品编号只能包含大写字母、数字和下划线')).toBeTruthy();
    expect(await drawer.findByText('售价须大于0')).toBeTruthy();
    expect(sent('CONSOLE_CREATE_RECHARGE_PRODUCT')).toHaveLength(0);

    fireEvent.change(drawer.getByLabelText('商品编号'), { target: { value: 'CALL_50' } });
    fireEvent.change(drawer.getByLabelText('售价（元）'), { target: { value: '100' } });
    fireEvent.click(drawer.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('商品编号已存在，请换一个编号')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('takes a product off sale through the editor, keeping its id', async () => {
    renderConsolePage(<RechargeProductsPage />);
    fireEvent.click((await screen.findAllByRole('button', { name: '编辑' }))[1] as HTMLElement);
    const drawer = within(await screen.findByRole('dialog'));
    expect(drawer.queryByLabelText('商品编号')).toBeNull();
    fireEvent.click(drawer.getByRole('switch'));
    fireEvent.click(drawer.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(sent('CONSOLE_UPDATE_RECHARGE_PRODUCT')).toHaveLength(1));
    expect(sent('CONSOLE_UPDATE_RECHARGE_PRODUCT')[0]).toEqual({ ...DAY_2G, isOnSale: false });
    expect(await screen.findByText('已下架')).toBeTruthy();
  });
});
