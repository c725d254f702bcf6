import { describe, expect, it } from 'vitest';
import { createMemberWriteWatch } from './member-write-watch.ts';

// The instance that changes a member drops its kept sessions itself: at the statement, and again
// once the request during which it ran is through (its transaction over), since a session read
// between the statement and the commit may be the old one.

const statements = {
  unbinding: 'update "members" set "bound_phone" = $1, "bound_at" = $2 where "members"."id" = $3',
  logout: 'delete from "member_sessions" where "member_sessions"."token_hash" = $1',
  login: 'insert into "member_sessions" ("token_hash", "member_id", "created_at", "expires_at") values ($1, $2, $3, $4)',
  otherTable: 'update "member_numbers" set "bound_at" = $1',
  read: 'select "id" from "members" where "members"."id" = $1',
};

function watchWithCount() {
  const watch = createMemberWriteWatch();
  let announced = 0;
  watch.onChange(() => {
    announced += 1;
  });
  return { watch, announced: () => announced };
}

describe('the member write watch', () => {
  it('announces a change to members or an ended session at once, and again once the request is through', async () => {
    const { watch, announced } = watchWithCount();
    await watch.duringRequest(async () => {
      watch.logger.logQuery(statements.unbinding, []);
      expect(announced()).toBe(1);
      await Promise.resolve();
      watch.logger.logQuery(statements.logout, []);
      expect(announced()).toBe(2);
    });
    expect(announced()).toBe(3);
  });

  it('announces again also when the request failed, since part of it may have committed', async () => {
    const { watch, announced } = watchWithCount();
    await expect(
      watch.duringRequest(async () => {
        watch.logger.logQuery(statements.logout, []);
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(announced()).toBe(2);
  });

  it('announces once a change that no request made (a job, a tool)', () => {
    const { watch, announced } = watchWithCount();
    watch.logger.logQuery(statements.logout, []);
    expect(announced()).toBe(1);
  });

  it('stays silent for reads, new sessions and other tables, and after a request that changed nothing', async () => {
    const { watch, announced } = watchWithCount();
    await watch.duringRequest(async () => {
      for (const query of [statements.login, statements.otherTable, statements.read]) {
        watch.logger.logQuery(query, []);
      }
    });
    watch.logger.logQuery(statements.read, []);
    expect(announced()).toBe(0);
  });
});
