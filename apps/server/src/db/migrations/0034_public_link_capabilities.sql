-- Links and pages open to anyone hold capabilities, not guessable numbers.

-- A real-name order's id is the whole of its link (/realNameLink?id=), so it must be unguessable:
-- orders kept from before random ids (date + sequence) get 24 random bytes, base64url, and the
-- applications submitted through them follow. The lookup refuses ids shorter than 22 characters.
create temporary table real_name_order_rekeys on commit drop as
  select id as old_id,
         substr(rtrim(translate(encode(decode(replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''), 'hex'), 'base64'), '+/', '-_'), '='), 1, 32) as new_id
  from real_name_orders
  where length(id) < 22;
update real_name_orders set id = rekey.new_id from real_name_order_rekeys rekey where real_name_orders.id = rekey.old_id;
update applications set form = jsonb_set(form, '{orderId}', to_jsonb(rekey.new_id))
  from real_name_order_rekeys rekey
  where applications.kind = 'realName' and applications.form ->> 'orderId' = rekey.old_id;

-- The public top-up (/UniversalPay) answers any number alike up to the payment, so its orders may
-- name a number that is not ours (its payment is refunded like a closed number's).
alter table recharge_orders drop constraint if exists recharge_orders_phone_fkey;
-- Unpaid public orders expire; the sweep finds them by age.
create index if not exists recharge_orders_unpaid_public_idx on recharge_orders (created_at) where status = 0 and member_id is null and product_kind = 'bill';
