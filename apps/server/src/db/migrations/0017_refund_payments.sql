-- A cancellation's refund to a bank card is paid by finance outside the system; staff record the
-- transfer's reference once it is done. A refund with nothing to pay (no balance, or no refund
-- asked for) is closed when it is created.
alter table balance_refunds drop constraint balance_refunds_status_check;
update balance_refunds set status = 'none' where route = 'forfeited' or amount_fen = 0;
alter table balance_refunds add constraint balance_refunds_status_check check (status in ('pending', 'paid', 'none'));
alter table balance_refunds add column paid_reference text;
alter table balance_refunds add column paid_by bigint references staff_users (id);
