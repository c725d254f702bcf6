// The items a monthly bill of the built-in back office is made of, in the order the bill lists
// them. The demo seed and the charges paid from the balance (flow packs, caller services) use the
// same names, so one month's charges add up on one line each.

export const BillItem = {
  PACKAGE_FEE: '套餐月费',
  VOICE: '语音通话费',
  DATA: '上网流量费',
  SMS: '短信彩信费',
  VALUE_ADDED: '增值业务费',
  FLOW_PACK: '流量包费',
  KEEP_FEE: '停机保号费',
} as const;
export type BillItemName = (typeof BillItem)[keyof typeof BillItem];

const BILL_ITEM_ORDER: readonly BillItemName[] = Object.values(BillItem);

/** Where an item stands on the bill (1 first). */
export function billItemSortOrder(name: BillItemName): number {
  return BILL_ITEM_ORDER.indexOf(name) + 1;
}
