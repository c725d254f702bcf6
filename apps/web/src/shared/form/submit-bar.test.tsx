import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SubmitBar } from './submit-bar.tsx';

// The one submit control of the hall's forms: a primary block button in the page's action bar that
// submits the form, cannot be pressed twice while the submission runs, and keeps the page's other buttons.

afterEach(cleanup);

describe('SubmitBar', () => {
  it('submits the form from a primary block button in the page-actions bar', () => {
    const form = { submit: vi.fn() };
    const { container } = render(<SubmitBar form={form} text="提交" />);
    const button = screen.getByRole('button', { name: '提交' });
    expect(button.parentElement).toBe(container.querySelector('.page-actions'));
    expect(button.className).toContain('adm-button-primary');
    expect(button.className).toContain('adm-button-block');
    fireEvent.click(button);
    expect(form.submit).toHaveBeenCalledTimes(1);
  });

  it('cannot be pressed again while the submission runs, and shows its pending text', () => {
    const form = { submit: vi.fn() };
    render(<SubmitBar form={form} text="提交" isPending pendingText="提交中" />);
    const button = screen.getByRole('button', { name: /提交中/ });
    fireEvent.click(button);
    expect(form.submit).not.toHaveBeenCalled();
  });

  it('cannot be pressed when disabled', () => {
    const form = { submit: vi.fn() };
    render(<SubmitBar form={form} text="已达重发上限" isDisabled />);
    const button = screen.getByRole('button', { name: '已达重发上限' });
    expect(button.hasAttribute('disabled')).toBe(true);
    fireEvent.click(button);
    expect(form.submit).not.toHaveBeenCalled();
  });

  it('is red for what takes something away, keeps the extra buttons after its own and takes another bar class', () => {
    const onCancel = vi.fn();
    const { container } = render(
      <SubmitBar form={{ submit: vi.fn() }} text="解除绑定" isDanger className="board-compose-actions">
        <button type="button" onClick={onCancel}>
          取消
        </button>
      </SubmitBar>,
    );
    expect(screen.getByRole('button', { name: '解除绑定' }).className).toContain('adm-button-danger');
    const buttons = container.querySelectorAll('.board-compose-actions > button');
    expect([...buttons].map((button) => button.textContent)).toEqual(['解除绑定', '取消']);
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
