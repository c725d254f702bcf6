import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ServicePasswordField } from './service-password-field.tsx';

// The service password keeps digits only, at most six, as the person types; the field itself
// takes up to ten characters.

afterEach(() => cleanup());

function PasswordForm() {
  const [password, setPassword] = useState('');
  return <ServicePasswordField value={password} onChange={setPassword} />;
}

const field = () => screen.getByLabelText('服务密码', { selector: 'input' }) as HTMLInputElement;

describe('ServicePasswordField', () => {
  it('drops letters and signs as they are typed', () => {
    render(<PasswordForm />);
    fireEvent.change(field(), { target: { value: '1a2b-3' } });
    expect(field().value).toBe('123');
  });

  it('keeps at most six digits of a longer entry, in a field of ten', () => {
    render(<PasswordForm />);
    expect(field().maxLength).toBe(10);
    fireEvent.change(field(), { target: { value: '1234567890' } });
    expect(field().value).toBe('123456');
  });
});
