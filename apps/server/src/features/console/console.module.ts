import type { consoleEndpoints } from '@hall/contract/console/endpoints';
import { ConsoleMessage } from '@hall/contract/console/rules';
import { invalid } from '../../platform/api-error.ts';
import { registerReviewFileRoute } from './review-file.route.ts';
import type { FeatureModule } from '../../platform/feature-module.ts';
import { deleteStaffSession, setStaffSessionCookie, STAFF_SESSION_COOKIE } from '../../platform/staff-sessions.ts';
import { listOutbox } from './console.repository.ts';
import { presentStaffProfile, readHallNotice, readOverview, saveHallNotice } from './console.service.ts';
import { logInStaff, logInStaffWithCode } from './staff-login.service.ts';
import { exportReviewDecisions } from './review-export.service.ts';
import { decideReview, listPendingReviews, listReviewKinds, readReviewDetail } from './review.service.ts';

export const consoleModule: FeatureModule<keyof typeof consoleEndpoints> = {
  name: 'console',
  routes: registerReviewFileRoute,
  handlers: (deps) => {
    return {
      CONSOLE_REVIEW_KINDS: () => listReviewKinds(deps),
      CONSOLE_REVIEW_LIST: ({ input }) => listPendingReviews(deps, input.kind),
      CONSOLE_REVIEW_DETAIL: ({ input }) => readReviewDetail(deps, input.kind, input.id),
      CONSOLE_REVIEW_DECIDE: ({ staff, input, request }) => decideReview(deps, staff.id, input, request.log),
      CONSOLE_EXPORT_REVIEW_DECISIONS: ({ staff, input, reply }) => exportReviewDecisions(deps, staff, input, reply),
      CONSOLE_LOGIN: async ({ input, reply }) => {
        const { token, answer } = await logInStaff(deps, input.username, input.password);
        if (token) {
          setStaffSessionCookie(reply, token, deps.config.PUBLIC_URL);
        }
        return answer;
      },
      CONSOLE_LOGIN_TOTP: async ({ input, reply }) => {
        const { token, profile } = await logInStaffWithCode(deps, input.ticket, input.code);
        setStaffSessionCookie(reply, token, deps.config.PUBLIC_URL);
        return profile;
      },
      CONSOLE_LOGOUT: async ({ request, reply }) => {
        const token = request.cookies[STAFF_SESSION_COOKIE];
        if (token) {
          await deleteStaffSession(deps.db, token);
        }
        reply.clearCookie(STAFF_SESSION_COOKIE, { path: '/' });
        return {};
      },
      CONSOLE_SESSION: async ({ staff }) => presentStaffProfile(deps, staff),
      CONSOLE_OVERVIEW: () => readOverview(deps),
      CONSOLE_HALL_NOTICE: () => readHallNotice(deps),
      CONSOLE_SAVE_HALL_NOTICE: ({ staff, input }) => saveHallNotice(deps, staff.id, input.text),
      CONSOLE_SANDBOX_OUTBOX: async ({ input }) => {
        if (!deps.providers.sandboxes.has('sms')) {
          throw invalid(ConsoleMessage.SANDBOX_INBOX_ONLY);
        }
        const since = new Date(deps.now().getTime() - 24 * 3600_000);
        const rows = await listOutbox(deps.db, input.phone || undefined, since);
        return { list: rows.map((row) => ({ id: row.id, phone: row.phone, text: row.text, createdAt: row.createdAt.toISOString() })) };
      },
    };
  },
};
