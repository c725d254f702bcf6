-- Number reservations on the dealers' card stock (no second pool): a card in stock is reserved for
-- 30 minutes with the locked status, by an agent of its dealer for a customer, or by a member from
-- the hall's 号码购买 (who then completes it at the dealer: an agent there takes it by the code, and
-- both are then set). The opening holds its number from step 1 the same way. A sweep on the
-- scheduled runs puts expired reservations back in stock; abandoning the opening releases it too.
-- A member holds one live reservation at a time (the partial unique index keeps it under races).
alter table card_stock
  add column reserved_by_agent text,
  add column reserved_by_member bigint,
  add column reserved_until timestamptz,
  add column reservation_code text;

-- Nothing wrote locked before: any such row had no holder and goes back in stock.
update card_stock set status = 'available' where status = 'locked';

alter table card_stock
  add constraint card_stock_reservation_held check (
    (status = 'locked') = (reserved_until is not null)
    and (reserved_until is null) = (reservation_code is null)
    and (reserved_until is null or reserved_by_agent is not null or reserved_by_member is not null)
  );

create unique index card_stock_reservation_code on card_stock (reservation_code) where reservation_code is not null;
create unique index card_stock_member_reservation on card_stock (reserved_by_member) where reserved_by_member is not null;
create index card_stock_reserved_until on card_stock (reserved_until) where reserved_until is not null;
create index card_stock_dealer_status on card_stock (dealer_id, status, phone);
