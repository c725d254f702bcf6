import type { MemberRecord } from '@hall/contract/member/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../api/subscriber-client.ts';
import { MEMBER_QUERY_KEY, useMember } from '../member/use-member.ts';
import { showToast } from '../ui/toast.ts';
import { applyCareMode, isCareModeOn } from './care-mode-document.ts';

export { applyCareMode, followCareModeOfMember, isCareModeOn } from './care-mode-document.ts';

// Care mode (关怀模式): larger text and touch targets, the hall as large tiles. The member's choice
// is kept on the server (PERSONAL_DATA's memberInfo.careMode); the page keeps a local copy, which
// index.html's bootstrap script reads before the first paint, so the first screen is already in
// the right mode. The look is pure CSS keyed on the document's attribute (care-mode.css); the
// document's side is care-mode-document.ts.

/** The member's care mode and the switch that saves it (the document follows once saved). */
export function useCareMode(): { isOn: boolean; setCareMode: (on: boolean) => Promise<void>; switchCareMode: (on: boolean) => void; isSaving: boolean } {
  const member = useMember();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (on: boolean) => call('SET_CARE_MODE', { enabled: on }),
    onSuccess: ({ careMode }) => {
      queryClient.setQueryData<MemberRecord>(MEMBER_QUERY_KEY, (record) => (record ? { ...record, memberInfo: { ...record.memberInfo, careMode } } : record));
      applyCareMode(careMode);
    },
  });
  const setCareMode = async (on: boolean) => {
    await save.mutateAsync(on);
  };
  return {
    isOn: member.data?.memberInfo.careMode ?? isCareModeOn(),
    setCareMode,
    // A control's switch: says so once saved; a refusal is already shown by the client, and the control stays.
    switchCareMode: (on) =>
      void setCareMode(on).then(
        () => showToast(on ? '已开启关怀模式' : '已关闭关怀模式'),
        () => undefined,
      ),
    isSaving: save.isPending,
  };
}
