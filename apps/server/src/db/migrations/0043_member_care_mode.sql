-- Care mode (关怀模式: larger text and targets, the hall as large tiles) is the member's choice,
-- kept on the server so it follows them to another phone; the page keeps a local copy only to
-- paint the first screen in the right mode.
alter table members add column care_mode boolean not null default false;
