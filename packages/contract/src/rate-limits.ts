import type { RateLimit } from './operation.ts';

// The limits operations declare (an endpoint's `limits`). Per-address limits stay generous: in
// China many subscribers share one carrier address. What a guesser needs many tries for is held by
// per-caller and per-identity limits, which one person never reaches. The computed ones are marked
// pure: the hall's bundle then keeps only the limits of the endpoints it calls.

const MINUTE = 60;
const HOUR = 3600;
const DAY = 86_400;

/** A limit in two windows: a burst of ten minutes, and the day. */
function inTwoWindows(per: 'caller' | 'number', perTenMinutes: number, perDay: number): readonly RateLimit[] {
  return [
    { per, max: perTenMinutes, windowSeconds: 10 * MINUTE },
    { per, max: perDay, windowSeconds: DAY },
  ];
}

/** Per logged-in member, agent or staff member. */
function perCaller(perTenMinutes: number, perDay: number): readonly RateLimit[] {
  return inTwoWindows('caller', perTenMinutes, perDay);
}

/** Sign-ins and other anonymous first steps: a flood from one address, not a busy office behind one. */
export const ANONYMOUS_ENTRY: readonly RateLimit[] = [{ per: 'ip', max: 120, windowSeconds: MINUTE }];

/** Anonymous operations that create a row or reveal a record (captchas, payment orders, scanned links). */
export const ANONYMOUS_LOOKUP: readonly RateLimit[] = [{ per: 'ip', max: 30, windowSeconds: MINUTE }];

/** A person names an identity (name and ID number) to find or act on numbers: the card lookup, face-check starts. */
export const IDENTITY_LOOKUP = /* @__PURE__ */ perCaller(30, 100);

/**
 * The card lookup: a name and an ID (or its ending) tell whether the person holds a number here. Besides
 * the caller's limits it is held per address (new members at one address share it) and per identity
 * (one person asked about from many members and addresses).
 */
export function cardLookup(nameField: string, idField: string): readonly RateLimit[] {
  return [...IDENTITY_LOOKUP, { per: 'ip', max: 60, windowSeconds: HOUR }, { per: 'input', fields: [nameField, idField], max: 20, windowSeconds: DAY }];
}

/** A secret is checked (an SMS code, a service password): a guesser's tries end long before the secret space. */
export const SECRET_CHECK = /* @__PURE__ */ perCaller(30, 100);

/**
 * A secret of the active number is checked (its SMS code, its service password): counted per number,
 * so the members holding one number share its budget, and a member's other numbers keep their own.
 */
export const NUMBER_SECRET_CHECK = /* @__PURE__ */ inTwoWindows('number', 30, 100);

/** Reading the SIM card's PUK (after a secret check), per number: a person needs it once or twice, a guesser many times. */
export const PUK_LOOKUP = /* @__PURE__ */ inTwoWindows('number', 5, 10);

/** Operations on a number the caller names that must be their own, or the agent's opening steps on a number. */
export const NUMBER_STEP: readonly RateLimit[] = [{ per: 'caller', max: 120, windowSeconds: MINUTE }];

/** An agent looks a customer's identity up (name and ID number). */
export const AGENT_IDENTITY_LOOKUP: readonly RateLimit[] = [{ per: 'caller', max: 60, windowSeconds: 10 * MINUTE }];

/** Staff reading a number's record (every reading is audit-logged too). */
export const STAFF_LOOKUP: readonly RateLimit[] = [{ per: 'caller', max: 120, windowSeconds: MINUTE }];

/** A login by account name: flooding from one address, and guessing one account from many (the lockout holds the rest). */
export function accountLogin(field: string): readonly RateLimit[] {
  return [...ANONYMOUS_LOOKUP, { per: 'input', fields: [field], max: 30, windowSeconds: HOUR }];
}

/** The public top-up: a payment order per number, so nobody fills the table or probes numbers. */
export const PUBLIC_TOP_UP: readonly RateLimit[] = /* @__PURE__ */ ANONYMOUS_LOOKUP.concat([{ per: 'input', fields: ['phone'], max: 10, windowSeconds: HOUR }]);

/** A member's top-up order (ADD_ORDERS): a person buys a few; a script fills the table with unpaid rows. */
export const MEMBER_ORDER = /* @__PURE__ */ perCaller(20, 100);

/** Paying a member's order (PAY): each call is an order at WeChat Pay; a person may retry a payment a few times. */
export const MEMBER_PAYMENT = /* @__PURE__ */ perCaller(30, 150);

/** Asking for SMS codes: the SMS area also keeps its per-phone and per-address quotas (5 an hour, 10 a day; 30 an hour). */
export const SMS_REQUEST: readonly RateLimit[] = [{ per: 'caller', max: 30, windowSeconds: HOUR }];

/** A member's own settings (care mode): a person flips one a few times; a script writes a row each time. */
export const MEMBER_SETTING: readonly RateLimit[] = [{ per: 'caller', max: 30, windowSeconds: MINUTE }];

/** Board posts: a person writes a few; a script writes hundreds. */
export const BOARD_POST = /* @__PURE__ */ perCaller(5, 30);

/** Board replies. */
export const BOARD_REPLY = /* @__PURE__ */ perCaller(20, 200);

/** Likes (a tap toggles one). */
export const BOARD_LIKE: readonly RateLimit[] = [{ per: 'caller', max: 120, windowSeconds: MINUTE }];

/** Complaints and feedback: each reaches a person in customer service (the areas also cap what they accept, e.g. 5 feedbacks a day). */
export const SERVICE_MESSAGE = /* @__PURE__ */ perCaller(20, 50);

/**
 * A gift's check names another number and tells whether it may receive: held like a secret check
 * (a person checks a few, a prober many), and the same object, so the hall's first route carries nothing more.
 */
export const GIFT_CHECK = SECRET_CHECK;

/**
 * The public switch-off link of a usage alert: its token is unguessable, so the limit only keeps a
 * prober from flooding the check (per address, generous for a shared carrier address).
 */
export const USAGE_ALERT_OFF: readonly RateLimit[] = [
  { per: 'ip', max: 30, windowSeconds: MINUTE },
  { per: 'ip', max: 300, windowSeconds: DAY },
];
/** A month's detail mailed as a PDF, per number: a person asks for a few months; a script fills a mailbox. */
export const DETAIL_MAIL = /* @__PURE__ */ inTwoWindows('number', 10, 30);

/** A copy of the member's personal information: a person asks for a few a day; each one is a job that reads all their data. */
export const COPY_REQUEST = /* @__PURE__ */ perCaller(5, 10);

/** A copy's one download: a person taps it once or twice; more is a script trying copy ids. */
export const COPY_DOWNLOAD = /* @__PURE__ */ perCaller(20, 60);

/** A number reserved from stock (an agent's or a member's 号码购买): a person reserves a few; a script would empty the pool. */
export const NUMBER_RESERVE = /* @__PURE__ */ perCaller(10, 30);

/** A reservation code an agent types: unguessable, held like a secret check. */
export const RESERVATION_CODE_CHECK = SECRET_CHECK;
