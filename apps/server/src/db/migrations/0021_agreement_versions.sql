-- The network-access agreements, versioned: each edit in the console publishes a new version and
-- never changes an old one, and whatever was signed keeps the version it was signed under. Version 1
-- of each is the text the product ships with, so a first start without demo data has its agreements.
create table agreement_versions (
  kind text not null check (kind in ('opening', 'transfer')),
  version integer not null check (version > 0),
  title text not null,
  body text not null,
  published_at timestamptz not null default now(),
  published_by bigint references staff_users (id),
  primary key (kind, version)
);

create function agreement_versions_refuse_change() returns trigger
language plpgsql as $$
begin
  raise exception 'agreement_versions is append-only: % is not allowed', tg_op
    using errcode = 'restrict_violation';
end;
$$;

create trigger agreement_versions_append_only
  before update or delete on agreement_versions
  for each row execute function agreement_versions_refuse_change();

-- Which version a person signed: an opening (subject_ref is its uim_id) or a transfer receiver's
-- check (subject_ref is the biz_no). Signing again before submitting replaces the row.
create table signed_agreements (
  kind text not null check (kind in ('opening', 'transfer')),
  subject_ref text not null,
  version integer not null,
  signed_at timestamptz not null,
  primary key (kind, subject_ref),
  foreign key (kind, version) references agreement_versions (kind, version)
);

insert into agreement_versions (kind, version, title, body) values
  ('opening', 1, '客户入网服务协议', E'甲方（客户）自愿申请使用乙方（运营商）提供的移动通信服务，双方本着平等、自愿、诚信的原则，签订本协议。\n一、甲方应如实提供有效身份证件办理入网手续，并配合乙方完成实名登记与人像比对。以他人证件或虚假证件办理的，乙方有权拒绝或停止服务。\n二、乙方为甲方提供所选套餐约定的语音、短信、流量等通信服务，资费标准以甲方办理时确认的套餐详情为准。\n三、甲方应按时足额交纳通信费用。账户余额不足时，乙方可按约定暂停部分或全部服务，甲方交清欠费后恢复。\n四、甲方应妥善保管号码、SIM 卡及服务密码。因甲方保管不善造成的损失，由甲方自行承担。号码初始服务密码请及时修改。\n五、甲方不得利用乙方通信服务从事违法活动，不得发送违法或骚扰信息，不得将号码转售、出租或出借给他人使用。\n六、乙方依法保护甲方个人信息，仅在提供服务所必需的范围内收集和使用，未经甲方同意不向第三方提供，法律法规另有规定的除外。\n七、因不可抗力、网络升级或系统维护导致服务中断的，乙方应提前公告并尽快恢复；因乙方原因造成服务中断的，按相关规定赔偿。\n八、甲方可随时申请变更套餐或办理销户，变更与销户规则以乙方营业厅公示为准。一证名下最多可办理五个号码。\n九、本协议自甲方签字确认且号码开通之日起生效。甲方电子签名与手写签名具有同等法律效力。\n十、双方因本协议发生争议的，应协商解决；协商不成的，可向乙方所在地人民法院提起诉讼。'),
  ('transfer', 1, '客户入网服务协议', E'一、协议双方\n甲方（用户）为办理号码过户接收的新机主；乙方为本虚拟运营商。甲方接收过户号码前，应仔细阅读本协议全部条款，特别是加粗提示的免除或限制乙方责任的条款。\n二、实名登记\n根据国家关于电话用户真实身份信息登记的规定，甲方应出示本人有效身份证件并完成人像比对，如实登记本人身份信息。\n甲方不得将号码转借、转让、出租给他人使用；因违反本条造成的一切后果由甲方承担。\n三、服务内容与资费\n号码过户后，原套餐及资费标准保持不变；甲方如需变更套餐，可通过网上营业厅办理，变更在次月生效。\n甲方应按时足额缴纳通信费用。逾期未缴的，乙方可按欠费金额每日加收3‰的违约金，并可暂停提供服务；甲方结清欠费后，乙方在24小时内恢复服务。\n四、双方权利义务\n乙方为甲方提供通话详单查询服务，详单查询范围为近5个月。乙方进行网络调整、技术升级等可能影响服务的操作时，应提前72小时通知；号码变更应提前45日通知，技术升级应提前90日通知。\n甲方应妥善保管服务密码（PIN码初始值由乙方告知，连续输错三次将被锁定），凭服务密码办理的业务视为甲方本人办理。\n五、个人信息保护\n乙方依法收集、使用甲方个人信息，仅用于提供通信服务、实名登记及依法配合有权机关的工作，未经甲方同意不向第三方提供。\n六、协议期限与解除\n本协议有效期一年，期满双方无异议的自动续期一年。甲方连续三个月未使用或欠费超过三个月的，乙方可按规定注销号码并解除本协议。\n过户完成后，原机主与乙方就该号码的权利义务终止，甲方自过户生效之日起承担该号码的全部权利义务。\n七、争议解决\n因本协议引起的争议，双方协商解决；协商不成的，可向乙方所在地人民法院提起诉讼。本协议自甲方签名确认之日起生效。');
