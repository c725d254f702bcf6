// Bulk seeder for the load and scale benchmarks: subscribers numbered `from`..`to` with a bound
// WeChat member, a session, a points account, bills of this month and the last, points-ledger
// rows and (one in ten) a board post, written by set-based SQL (INSERT … SELECT over
// generate_series): a million subscribers take a few minutes on a 2-core machine, not hours.
//
// Bench subscriber i has the number 19 + i in nine digits and logs in with the token
// `bench-token-<i>` (stored as its SHA-256, as the server stores every token).
import pg from 'pg';

export const BENCH_PRODUCT_ID = 'BENCH_COUPON';
export const BENCH_PRODUCT_POINTS = 10;

export const benchToken = (index) => `bench-token-${index}`;
export const benchPhone = (index) => `19${String(index).padStart(9, '0')}`;

function seedStatements(from, to) {
  const phone = `'19' || lpad(i::text, 9, '0')`;
  const range = `generate_series(${Number(from)}, ${Number(to)}) as i`;
  return [
    `insert into subscribers (phone, owner_name, id_number, id_last6, status, package_id, joined_at, province, city,
       star_level, balance_fen, is_real_name, service_kind, iccid)
     select ${phone}, '测试用户' || (i % 1000), '1101011990' || lpad((i % 100000000)::text, 8, '0'), lpad((i % 1000000)::text, 6, '0'),
       'normal', (select id from packages where service_kind = 7 order by sort_order, id limit 1),
       now() - (i % 2000) * interval '1 day', '北京', '北京', i % 6, 5000 + i % 10000, true, 7, '8986' || lpad(i::text, 16, '0')
     from ${range}`,
    `insert into points_accounts (phone, current_points, grand_total_points)
     select ${phone}, 100000, 100000 from ${range}`,
    `insert into bill_items (phone, bill_month, item_name, amount_fen, sort_order)
     select ${phone}, month.value, item.name, 500 + (i * 7 + item.ord * 131) % 9000, item.ord
     from ${range}
     cross join (values (to_char(now() at time zone 'Asia/Shanghai', 'YYYYMM')),
                        (to_char((now() at time zone 'Asia/Shanghai') - interval '1 month', 'YYYYMM'))) as month (value)
     cross join (values ('套餐月费', 0), ('套餐外费用', 1), ('增值业务费', 2)) as item (name, ord)`,
    // Members, their sessions, ledger rows and board posts in one statement (the members' ids).
    `with member as (
       insert into members (openid, nickname, avatar_url, bound_phone, bound_at, created_at)
       select 'bench_' || i, '用户' || i, '', ${phone}, now() - interval '30 days', now() - interval '60 days' from ${range}
       returning id, openid, bound_phone
     ), number as (
       -- The member's active number is one it holds (members_active_number_fk, checked at commit).
       insert into member_numbers (member_id, phone, bound_at, bound_by)
       select id, bound_phone, now() - interval '30 days', 'smsCode' from member
     ), session as (
       insert into member_sessions (token_hash, member_id, created_at, expires_at)
       select encode(sha256(convert_to('bench-token-' || substr(openid, 7), 'UTF8')), 'hex'), id, now(), now() + interval '30 days'
       from member
     ), ledger as (
       insert into points_ledger (phone, member_id, change, kind, title, balance_after, created_at)
       select bound_phone, id, entry.change, entry.kind, entry.title, entry.balance, now() - entry.age
       from member cross join (values (99999, 'opening', '开户赠送', 99999, interval '30 days'),
                                      (1, 'sign_in', '每日签到', 100000, interval '1 day')) as entry (change, kind, title, balance, age)
     )
     insert into board_posts (member_id, author_name, content, created_at)
     select id, '用户' || substr(openid, 7), '基准测试留言 ' || substr(openid, 7), now() - (id % 100000) * interval '1 minute'
     from member where id % 10 = 0`,
    `insert into points_products (id, name, description, points_cost, value_fen, stock, is_on_sale, sort_order)
     values ('${BENCH_PRODUCT_ID}', '基准测试优惠券', '', ${BENCH_PRODUCT_POINTS}, 100, 1000000000, true, 999)
     on conflict (id) do nothing`,
  ];
}

async function runAll(execute, from, to, { settle = false } = {}) {
  for (const statement of seedStatements(from, to)) {
    await execute(statement);
  }
  if (settle) {
    // A server at steady state, not one still digesting a bulk load: vacuum now (visibility map,
    // statistics) so autovacuum does not start during the measurement, and flush the dirty pages.
    await execute('vacuum analyze');
    await execute('checkpoint');
  } else {
    await execute('analyze');
  }
}

/** Seeds bench subscribers from..to into a PostgreSQL server (already migrated by the server). */
export async function seedPostgres(databaseUrl, from, to) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    // Only this loading session skips waiting for the WAL flush; the server's own requests do not.
    await client.query('set synchronous_commit = off');
    await client.query("set maintenance_work_mem = '256MB'");
    await runAll((statement) => client.query(statement), from, to, { settle: true });
  } finally {
    await client.end();
  }
}

/** Seeds bench subscribers into an embedded database folder (the server must not be running). */
export async function seedEmbedded(dataDir, from, to) {
  const { PGlite } = await import('@electric-sql/pglite');
  const database = new PGlite(dataDir);
  await database.waitReady;
  try {
    await runAll((statement) => database.exec(statement), from, to);
  } finally {
    await database.close();
  }
}

/** Rows of one query on a PostgreSQL server (plans, counts). */
export async function queryPostgres(databaseUrl, text) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(text)).rows;
  } finally {
    await client.end();
  }
}
