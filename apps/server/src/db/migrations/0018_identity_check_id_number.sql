-- The face-check provider compares the live face with the photo on file for an ID number, so every
-- check keeps the full ID number it was started for, sealed at rest (platform/sealed-data.ts). Null
-- only for checks started before this column and for the transfer receiver, who has no identity
-- form yet. id_hint keeps what it held: the last six ID characters, the full ID of a SIM
-- replacement, or the transfer order number of a receiver.
alter table identity_checks add column id_number_sealed text;
-- The sandbox face page shows whom it checks: the masked ID only, never the full number.
alter table sandbox_face_sessions add column id_number_masked text not null default '';
