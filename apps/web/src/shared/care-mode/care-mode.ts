import type { MemberRecord } from '@hall/contract/member/schemas';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { call } from '../api/subscriber-client.ts';
import { LocalKey, removeLocal, writeLocal } from '../lib/storage.ts';
import { MEMBER_QUERY_KEY, useMember } from '../member/use-member.ts';

// Care mode (关怀模式): larger text and touch targets, the hall as large tiles. The member's choice
// is kept on the server (PERSONAL_DATA's memberInfo.careMode); the page keeps a local copy, which
// index.html's bootstrap script reads before the first paint, so the first screen is already in
// the right mode. The look is pure CSS keyed on the document's attribute (care-mode.css).

const CARE_MODE_ATTRIBUTE = 'data-care-mode';

/** Whether the document is in care mode now. */
export function isCareModeOn(): boolean {
  return document.documentElement.getAttribute(CARE_MODE_ATTRIBUTE) === 'on';
}

/** Puts the document in (or out of) care mode and keeps the local copy for the next first paint. */
export function applyCareMode(on: boolean): void {
  if (on) {
    document.documentElement.setAttribute(CARE_MODE_ATTRIBUTE, 'on');
    writeLocal(LocalKey.CARE_MODE, '1');
  } else {
    document.documentElement.removeAttribute(CARE_MODE_ATTRIBUTE);
    removeLocal(LocalKey.CARE_MODE);
  }
}

/**
 * Follows the member record: whenever it loads (entering the hall, another phone's choice, another
 * member logging in here), the document takes the member's choice from the server.
 */
export function followCareModeOfMember(queryClient: QueryClient): () => void {
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.query.queryKey[0] !== MEMBER_QUERY_KEY[0]) {
      return;
    }
    const member = event.query.state.data as MemberRecord | undefined;
    if (member && member.memberInfo.careMode !== isCareModeOn()) {
      applyCareMode(member.memberInfo.careMode);
    }
  });
}

/** The member's care mode and the switch that saves it (the document follows once saved). */
export function useCareMode(): { isOn: boolean; setCareMode: (on: boolean) => Promise<void>; isSaving: boolean } {
  const member = useMember();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (on: boolean) => call('SET_CARE_MODE', { enabled: on }),
    onSuccess: ({ careMode }) => {
      queryClient.setQueryData<MemberRecord>(MEMBER_QUERY_KEY, (record) => (record ? { ...record, memberInfo: { ...record.memberInfo, careMode } } : record));
      applyCareMode(careMode);
    },
  });
  return {
    isOn: member.data?.memberInfo.careMode ?? isCareModeOn(),
    setCareMode: async (on) => {
      await save.mutateAsync(on);
    },
    isSaving: save.isPending,
  };
}
