import { afterEach, describe, expect, it } from 'vitest';
import { clearServicePhone, readServicePhone, writeServicePhone } from './api.ts';

// The spec's Phone is the number verified for invoices; the register pages keep theirs apart.

afterEach(() => localStorage.clear());

describe('SMS register number storage', () => {
  it("the number picked with 去登记 is not the invoice flow's Phone, either way", () => {
    localStorage.setItem('Phone', '17012340003');
    expect(readServicePhone()).toBe('');

    writeServicePhone('17012340001');
    expect(readServicePhone()).toBe('17012340001');
    expect(localStorage.getItem('Phone')).toBe('17012340003');

    clearServicePhone();
    expect(localStorage.getItem('Phone')).toBe('17012340003');
  });
});
