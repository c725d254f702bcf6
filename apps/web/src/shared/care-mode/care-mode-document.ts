import type { MemberRecord } from '@hall/contract/member/schemas';
import type { QueryClient } from '@tanstack/react-query';
import { LocalKey, removeLocal, writeLocal } from '../lib/storage.ts';
import { MEMBER_QUERY_KEY } from '../member/member-query-key.ts';

// The document's side of care mode, loaded with the app's start: small on purpose (no API client,
// no hooks), so the first route carries nothing more for it. See care-mode.ts for the whole.

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
