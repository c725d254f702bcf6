-- Separate consent (PIPL art. 29) before a face image or an ID photo is collected: who agreed,
-- to which notice version, for what, and when. Rows are only ever added.
create table personal_data_consents (
  id bigint generated always as identity primary key,
  purpose text not null check (purpose in ('faceCheck', 'idPhoto')),
  notice_version text not null,
  -- The subscriber who agreed; null when no one is logged in (scanned links) or an agent collected it.
  member_id bigint,
  -- The sales agent in front of whom the customer agreed, for card openings.
  dealer_id text,
  work_no text,
  -- What the consent covers: the identity check's biz_no, the opening's uim_id, the invoice id.
  subject_ref text not null,
  created_at timestamptz not null default now()
);
create index personal_data_consents_subject_idx on personal_data_consents (subject_ref);
