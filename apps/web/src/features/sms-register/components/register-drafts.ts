import type { SmsRegisterState } from '@hall/contract/sms-register/schemas';
import { checkAddNumber, REJECT_NUMBERS_PER_SUBMIT, SmsRegisterMessage, splitCommaList, stripSpaces } from '@hall/contract/sms-register/rules';
import { useState } from 'react';
import { showConfirm } from '../../../shared/ui/dialogs.ts';
import { showToast } from '../../../shared/ui/toast.ts';
import { useChangeSmsRegister, type RegisterChanges } from '../api.ts';

/** Items of requests still being processed: they cannot be changed again until done. */
export function findPendingItems(state: SmsRegisterState): { categoryNames: Set<string>; numbers: Set<string> } {
  return {
    categoryNames: new Set(
      state.TypeProcessing.filter((request) => request.status === 'processing').flatMap((request) => splitCommaList(request.RegisterType)),
    ),
    numbers: new Set(state.NumProcessing.filter((request) => request.status === 'processing').flatMap((request) => splitCommaList(request.registerNums))),
  };
}

/**
 * Industry ticks: ticked when registered; ticking a new one marks it to add, unticking a
 * registered one marks it to cancel.
 */
export function useCategoryDraft(state: SmsRegisterState) {
  const registered = new Set(splitCommaList(state.success.registerType));
  const [checked, setChecked] = useState(() => new Set(registered));
  const toggle = (name: string) => {
    setChecked((previous) => {
      const next = new Set(previous);
      if (next.has(name)) {
        next.delete(name);
      } else {
        next.add(name);
      }
      return next;
    });
  };
  const codeOf = new Map(state.list.map((category) => [category.name, category.code]));
  const toCodes = (names: string[]) => names.map((name) => codeOf.get(name)).filter((code): code is string => code !== undefined);
  return {
    checked,
    toggle,
    addCodes: toCodes([...checked].filter((name) => !registered.has(name))),
    deleteCodes: toCodes([...registered].filter((name) => !checked.has(name))),
  };
}

/** Numbers to reject (each checked by the add row's form as it is added) and rejected numbers to delete. */
export function useNumberDraft(state: SmsRegisterState) {
  const rejected = splitCommaList(state.success.registerNums);
  const [addList, setAddList] = useState<string[]>([]);
  const [deleteList, setDeleteList] = useState<string[]>([]);
  return {
    rejected,
    addList,
    deleteList,
    /** The add row's check: every rule a typed number must pass to join the add list. */
    checkNumber: checkAddNumber({ serviceKind: state.serviceKind, addList, rejected }),
    /** Adds a number that passed `checkNumber` to the add list. */
    addNumber: (typed: string) => setAddList([...addList, stripSpaces(typed)]),
    removeAdded: (number: string) => setAddList(addList.filter((item) => item !== number)),
    toggleDelete: (number: string) => {
      if (deleteList.includes(number)) {
        setDeleteList(deleteList.filter((item) => item !== number));
      } else if (deleteList.length >= REJECT_NUMBERS_PER_SUBMIT) {
        showToast(SmsRegisterMessage.TOO_MANY_DELETED);
      } else {
        setDeleteList([...deleteList, number]);
      }
    },
    reset: () => {
      setAddList([]);
      setDeleteList([]);
    },
  };
}

export const ConfirmText = {
  ADD: '登记后，您将不再收到所登记行业或号码发送的短信，可能因此错过相关的优惠、通知等信息。确定登记吗？',
  DELETE: '取消登记后，您可能会重新收到相关行业或号码发送的营销类短信。确定取消登记吗？',
  BOTH: '本次既有登记也有取消登记：登记的行业或号码发送的短信将被拦截，取消登记的可能重新向您发送营销类短信。确定提交吗？',
} as const;

/** Asks for the confirmation that fits (add, delete or both); false, with a toast, when nothing changed. */
async function confirmChanges(changes: RegisterChanges): Promise<boolean> {
  const isAdding = changes.addType.length + changes.addNum.length > 0;
  const isDeleting = changes.delType.length + changes.delNum.length > 0;
  if (!isAdding && !isDeleting) {
    showToast(SmsRegisterMessage.NOTHING_CHANGED);
    return false;
  }
  const content = isAdding && isDeleting ? ConfirmText.BOTH : isAdding ? ConfirmText.ADD : ConfirmText.DELETE;
  return showConfirm({ title: '温馨提示', content });
}

/** Confirms, then submits the changes; `onQueued` runs once the requests are queued (the form then shows the fresh state). */
export function useConfirmAndSubmit(phone: string) {
  const changeRegister = useChangeSmsRegister(phone);
  return async (changes: RegisterChanges, onQueued?: () => void) => {
    if (!(await confirmChanges(changes))) {
      return;
    }
    changeRegister.mutate(changes, {
      onSuccess: () => {
        showToast(SmsRegisterMessage.SUBMITTED);
        onQueued?.();
      },
    });
  };
}
