// The staff session: login, logout and who is signed in (the contract's console area). Every
// console area's query keys start with consoleKeys.all, so a logout drops them all at once.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { OperationInput } from '@hall/contract/schemas';
import { callStaff } from './call-staff.ts';

export const consoleKeys = {
  all: ['console'] as const,
  session: ['console', 'session'] as const,
};

export const consoleSessionQuery = queryOptions({
  queryKey: consoleKeys.session,
  queryFn: () => callStaff('CONSOLE_SESSION', {}, { isSilent: true }),
  retry: false,
  staleTime: Infinity,
});

/**
 * Signs a staff member in; the session is read again, which swaps the login form for the console.
 * A member with TOTP is answered a pending login instead, for the code step.
 */
export function useLogIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: OperationInput<'CONSOLE_LOGIN'>) => callStaff('CONSOLE_LOGIN', fields, { isSilent: true, loading: false }),
    onSuccess: (answer) => {
      if (answer.step === 'signedIn') {
        void queryClient.invalidateQueries({ queryKey: consoleKeys.session });
      }
    },
  });
}

/** The login's second step: the pending login and a TOTP or recovery code. */
export function useLogInWithCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: OperationInput<'CONSOLE_LOGIN_TOTP'>) => callStaff('CONSOLE_LOGIN_TOTP', fields, { isSilent: true, loading: false }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: consoleKeys.session });
    },
  });
}

/** A new TOTP secret to scan (not active until confirmed). */
export function useEnrolTotp() {
  return useMutation({ mutationFn: () => callStaff('CONSOLE_TOTP_ENROL', {}, { isSilent: true, loading: false }) });
}

/** Confirms the secret with its first code; answers the recovery codes once. */
export function useConfirmTotp() {
  return useMutation({ mutationFn: (code: string) => callStaff('CONSOLE_TOTP_CONFIRM', { code }, { isSilent: true, loading: false }) });
}

/** Reads the session again (after the enrolment, the console opens). */
export function useReloadSession() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: consoleKeys.session });
}

/** Signs out; the console's data leaves the cache even when the server could not be told. */
export function useLogOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callStaff('CONSOLE_LOGOUT', {}, { isSilent: true }),
    onSettled: () => queryClient.removeQueries({ queryKey: consoleKeys.all }),
  });
}
