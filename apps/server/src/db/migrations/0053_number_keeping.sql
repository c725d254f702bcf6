-- 停机保号 and the PUK for the owner in the hall; cancellation and money.
-- A card's PUK comes with the card stock import (an optional column of the CSV); the hall shows it
-- to the bound owner after a secret check. Cards imported before, or replacement cards, have none.
alter table card_stock add column puk text check (puk ~ '^[0-9]{8}$');

-- 停机保号 and its early end are service orders of the number (/orderQuery): kind numberKeeping.
alter table service_orders drop constraint service_orders_kind_check;
alter table service_orders add constraint service_orders_kind_check
  check (kind in ('legacy', 'simReplacement', 'packageChange', 'callerService', 'flowPack', 'smsRegister', 'staffAction', 'numberKeeping'));

-- An owner's cancellation is refused while the number owes; what its final bill leaves owing is
-- recorded as a debt like a cancellation for arrears, never dropped.
alter table number_debts drop constraint number_debts_cause_check;
alter table number_debts add constraint number_debts_cause_check
  check (cause in ('arrearsCancellation', 'staffCancellation', 'ownerCancellation'));
