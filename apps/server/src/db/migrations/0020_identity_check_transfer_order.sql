-- The transfer receiver now enters their own name and full ID before the face check, so their check's
-- id_hint holds their last six ID characters like every other path, and the transfer order number
-- they receive gets its own column. Null for every other kind of check.
alter table identity_checks add column transfer_order_no text;
-- Checks started before this column kept the order number in id_hint.
update identity_checks set transfer_order_no = id_hint where auth_type = 'TRANS_ACCT_T';
