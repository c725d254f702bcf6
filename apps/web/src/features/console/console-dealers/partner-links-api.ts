// The partner links of the console's 渠道管理 (admin): which agent a partner channel's signed links
// log in, and the secret its site signs them with.
import { queryOptions } from '@tanstack/react-query';
import type { OperationInput } from '@hall/contract/schemas';
import { callStaff } from '../shell/call-staff.ts';
import { consoleKeys } from '../shell/session-api.ts';
import { useConsoleMutation } from '../shell/use-console-mutation.ts';

const partnerLinksKey = [...consoleKeys.all, 'partner-links'] as const;

export const partnerLinksQuery = queryOptions({
  queryKey: partnerLinksKey,
  queryFn: () => callStaff('CONSOLE_PARTNER_LINKS', {}),
});

/** Creates a channel's link; the answer carries its secret, shown once by the caller. */
export function useCreatePartnerLink() {
  return useConsoleMutation({
    mutationFn: (link: OperationInput<'CONSOLE_CREATE_PARTNER_LINK'>) => callStaff('CONSOLE_CREATE_PARTNER_LINK', link, { isSilent: true }),
    success: '合作链接已创建',
    refresh: partnerLinksKey,
  });
}

/** A new secret for a channel (shown once by the caller); links signed with the old one stop working. */
export function useRotatePartnerSecret() {
  return useConsoleMutation({
    mutationFn: (channel: OperationInput<'CONSOLE_ROTATE_PARTNER_SECRET'>['channel']) =>
      callStaff('CONSOLE_ROTATE_PARTNER_SECRET', { channel }, { isSilent: true }),
    success: '密钥已更换，旧密钥生成的链接已失效',
    refresh: partnerLinksKey,
  });
}

export function useSetPartnerLinkDisabled() {
  return useConsoleMutation({
    mutationFn: (change: OperationInput<'CONSOLE_SET_PARTNER_LINK_DISABLED'>) => callStaff('CONSOLE_SET_PARTNER_LINK_DISABLED', change, { isSilent: true }),
    success: (change) => (change.isDisabled ? '合作链接已停用' : '合作链接已启用'),
    refresh: partnerLinksKey,
  });
}
