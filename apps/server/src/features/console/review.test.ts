import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema.ts';
import { createReviewQueue, type ReviewableKind } from '../../platform/review-queue.ts';
import { createTestApp, TEST_STAFF_PASSWORD, type TestApp } from '../../test/test-app.ts';
import { consoleHeaders } from '../../test/staff-session.ts';
import { decideReview, listPendingReviews, listReviewKinds, readReviewDetail } from './review.service.ts';

let api: TestApp;
beforeAll(async () => {
  api = await createTestApp();
});
afterAll(() => api.close());

/** An in-memory kind standing in for a feature's applications table. */
function createFakeKind(): ReviewableKind & { statuses: Map<string, string> } {
  const statuses = new Map([
    ['A1', 'pending'],
    ['A2', 'pending'],
  ]);
  const summary = (id: string) => ({ id, phone: '170****0001', applicantName: '张*', submittedAt: new Date('2026-11-20T08:00:00Z'), summary: '销户申请' });
  return {
    kind: 'cancellation',
    label: '销户申请',
    statuses,
    listPending: async () => [...statuses].filter(([, status]) => status === 'pending').map(([id]) => summary(id)),
    countPending: async () => [...statuses.values()].filter((status) => status === 'pending').length,
    readDetail: async (_db, id) => (statuses.has(id) ? { ...summary(id), fields: [{ label: '拆机原因', value: '出国' }], attachments: [] } : null),
    readAttachment: async () => null,
    decide: async (_db, id, decision) => {
      if (statuses.get(id) !== 'pending') {
        return false;
      }
      statuses.set(id, decision.isPassed ? 'passed' : `failed:${decision.reason}`);
      return true;
    },
  };
}

describe('review queue', () => {
  it('lists kinds with their pending counts, items and details', async () => {
    const deps = { ...api.deps, reviewQueue: createReviewQueue([createFakeKind()]) };
    expect(await listReviewKinds(deps)).toEqual({ list: [{ kind: 'cancellation', label: '销户申请', pending: 2 }] });
    expect((await listPendingReviews(deps, 'cancellation')).list).toHaveLength(2);
    expect(await readReviewDetail(deps, 'cancellation', 'A1')).toMatchObject({ id: 'A1', fields: [{ label: '拆机原因', value: '出国' }] });
    await expect(readReviewDetail(deps, 'cancellation', 'missing')).rejects.toMatchObject({ code: -100, message: '申请不存在' });
    await expect(listPendingReviews(deps, 'nothing')).rejects.toMatchObject({ message: '申请类型不存在' });
  });

  it('decides an item once, with an audit entry naming who', async () => {
    const kind = createFakeKind();
    const deps = { ...api.deps, reviewQueue: createReviewQueue([kind]) };
    await decideReview(deps, 1, { kind: 'cancellation', id: 'A2', decision: 'fail', reason: '身份证图片不清晰' }, api.app.log);
    expect(kind.statuses.get('A2')).toBe('failed:身份证图片不清晰');
    await expect(decideReview(deps, 1, { kind: 'cancellation', id: 'A2', decision: 'pass' }, api.app.log)).rejects.toMatchObject({
      message: '该申请已处理，不能重复审核',
    });
    const entries = await api.deps.db.select().from(auditLog).where(eq(auditLog.subjectId, 'A2'));
    expect(entries).toMatchObject([{ staffId: 1, action: 'review_fail', subjectType: 'cancellation', detail: { reason: '身份证图片不清晰' } }]);
  });
});

describe('CONSOLE_REVIEW_DECIDE', () => {
  async function cookieOf(username: string) {
    const response = await api.app.inject({ method: 'POST', url: '/api/console/login', payload: { username, password: TEST_STAFF_PASSWORD } });
    return String(response.headers['set-cookie']).split(';')[0] ?? '';
  }
  const decide = (cookie: string, payload: object) =>
    api.app.inject({ method: 'POST', url: '/api/console/reviewDecide', headers: consoleHeaders(api, cookie), payload }).then((response) => response.json());

  it('needs the auditor role and a reason to fail', async () => {
    const service = await cookieOf('service');
    expect(await decide(service, { kind: 'cancellation', id: 'A1', decision: 'pass' })).toMatchObject({ code: -100, msg: '无权执行此操作' });
    const auditor = await cookieOf('auditor');
    expect(await decide(auditor, { kind: 'cancellation', id: 'A1', decision: 'fail' })).toMatchObject({ code: -100, msg: '请填写不通过原因' });
    expect(await decide(auditor, { kind: 'nothing', id: 'A1', decision: 'pass' })).toMatchObject({ code: -100, msg: '申请类型不存在' });
  });
});
