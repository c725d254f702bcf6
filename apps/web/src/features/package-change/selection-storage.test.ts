import { afterEach, describe, expect, it } from 'vitest';
import { clearSelection, readSelection, writeSelection } from './api.ts';

// The spec's selectFlag, checkedList and price are the invoice flow's (selectFlag '1' preselects
// 单位 on /submitInvoice); package change keeps its selection under keys of its own.

afterEach(() => localStorage.clear());

describe('package selection storage', () => {
  it("a picked package leaves the invoice flow's selectFlag, checkedList and price alone", () => {
    localStorage.setItem('selectFlag', '0');
    localStorage.setItem('checkedList', '[{"id":"m1","feeMonth":"202410","feeAmount":1200}]');
    localStorage.setItem('price', '1200');
    writeSelection({ productId: 'p-9', price: 5900, tab: '1' });

    expect(readSelection()).toEqual({ productId: 'p-9', price: 5900, tab: '1' });
    expect(localStorage.getItem('selectFlag')).toBe('0');
    expect(localStorage.getItem('checkedList')).toBe('[{"id":"m1","feeMonth":"202410","feeAmount":1200}]');
    expect(localStorage.getItem('price')).toBe('1200');
  });

  it("clearing the selection keeps the invoice flow's chosen months", () => {
    localStorage.setItem('checkedList', '[]');
    localStorage.setItem('price', '0');
    writeSelection({ productId: 'p-9', price: 5900, tab: '0' });
    clearSelection();

    expect(readSelection()).toBeNull();
    expect([localStorage.getItem('checkedList'), localStorage.getItem('price')]).toEqual(['[]', '0']);
  });

  it('an invoice title type is never read as a package selection', () => {
    localStorage.setItem('selectFlag', '1');
    localStorage.setItem('checkedList', 'p-1');
    localStorage.setItem('price', '100');
    expect(readSelection()).toBeNull();
  });
});
