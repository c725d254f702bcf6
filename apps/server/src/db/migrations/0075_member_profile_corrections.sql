-- The member's corrections of their profile (个人信息管理 › 更正): a nickname of their own, which a
-- later WeChat login no longer overwrites, and a contact e-mail address that the hall's mail forms
-- (invoices, 详单, the copy of personal information) offer first. '' for none.
alter table members add column nickname_corrected_at timestamptz;
alter table members add column contact_email text not null default '';
