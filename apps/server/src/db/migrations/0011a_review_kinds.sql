-- Kinds of the operator's review queue that live in feature tables of their own.

-- Card openings are audited after the number is opened: the real-name data, signature and photo.
alter table open_card_records
  add column review_status text check (review_status in ('pending', 'passed', 'failed')),
  add column review_reason text,
  add column reviewed_at timestamptz;
create index open_card_records_review_idx on open_card_records (updated_at) where review_status = 'pending';

-- An invoice the issuing platform refused waits for staff: issue it again, or confirm the failure.
alter table invoices add column reviewed_at timestamptz;
create index invoices_failed_unreviewed_idx on invoices (created_at) where status = 3 and reviewed_at is null;
