-- Tencent Cloud FaceID: the BizToken DetectAuth answered for each of our checks (a subscriber's face
-- check or an agent's real-name check), by our biz_no, so the result can be read back with
-- GetDetectInfoEnhanced. Only the token and the rule are kept: no face image, no video, no ID photo.
create table faceid_sessions (
  biz_no text primary key,
  biz_token text not null unique,
  rule_id text not null,
  created_at timestamptz not null default now()
);
