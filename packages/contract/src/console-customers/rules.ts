// 客户视图: finding a subscriber as a service desk is asked for them (a whole or partial number, a
// name with the ID number's ending, a WeChat member), the person's numbers on one page, personal
// data masked until a reason is given, and the desk's own actions. Zod-free: the console reads it.

export const CustomerLimit = {
  /** A partial number: at least this many digits, anywhere in the number. */
  PARTIAL_PHONE_MIN: 7,
  /** Matches listed at most; more are said to exist, and the search should be narrowed. */
  SEARCH_RESULTS_MAX: 20,
  REASON_MAX: 100,
  NOTE_MAX: 500,
  MEMBER_QUERY_MAX: 64,
  /** Notes and binding events listed on the person's page, newest first. */
  HISTORY_MAX: 50,
} as const;

export const CUSTOMER_SEARCH_MODES = ['phone', 'person', 'member'] as const;
export type CustomerSearchMode = (typeof CUSTOMER_SEARCH_MODES)[number];

export const CUSTOMER_SEARCH_MODE_TEXT: Record<CustomerSearchMode, string> = {
  phone: '按号码',
  person: '按姓名与证件尾号',
  member: '按微信用户',
};

/** The personal fields shown masked until revealed with a reason. */
export const REVEALABLE_FIELDS = ['ownerName', 'idNumber'] as const;
export type RevealableField = (typeof REVEALABLE_FIELDS)[number];

export const REVEALABLE_FIELD_TEXT: Record<RevealableField, string> = {
  ownerName: '机主姓名',
  idNumber: '证件号码',
};

export const CustomerMessage = {
  PHONE_DIGITS: `请输入至少${CustomerLimit.PARTIAL_PHONE_MIN}位号码`,
  MEMBER_REQUIRED: '请输入微信昵称或openid',
  MEMBER_LABEL: '微信昵称或openid',
  MODE_REQUIRED: '请选择查找方式',
  NOT_FOUND: '该号码不存在',
  MEMBER_NOT_BOUND: '该微信用户未绑定此号码',
  REASON_LABEL: '查看原因',
  UNBIND_REASON_LABEL: '解绑原因',
  END_SESSIONS_REASON_LABEL: '下线原因',
  NOTE_LABEL: '备注',
} as const;
