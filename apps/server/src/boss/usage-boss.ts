// Usage as the operator's network reports it: detail records fed to the back office, which rates
// them (package allowances, packs, the auto-renewing daily pack, overage) and charges the balance.
// The sandbox's usage simulator feeds the same interface a real network mediation feed would.

/** One call, message or data session. */
export type UsageEvent =
  | { eventId: string; phone: string; occurredAt: Date; kind: 'voice_out' | 'voice_in'; otherParty: string; seconds: number }
  | { eventId: string; phone: string; occurredAt: Date; kind: 'sms_out'; otherParty: string; count: number }
  /**
   * A message received from `otherParty` (the sender: a mobile or a service number such as 1069…);
   * `category` is the industry the network classed it in (the do-not-disturb codes,
   * SMS_INDUSTRY_CODES), absent for a personal message.
   */
  | { eventId: string; phone: string; occurredAt: Date; kind: 'sms_in'; otherParty: string; count: number; category?: string | null }
  | { eventId: string; phone: string; occurredAt: Date; kind: 'data'; pool: 'general' | 'directed'; megabytes: number };

export type UsageEventKind = UsageEvent['kind'];

export interface UsageBoss {
  /**
   * Records usage once per eventId (a repeated id changes nothing), adds it to the number's day,
   * rates the month so far and charges what the new usage costs beyond the package, in one
   * transaction per number. Events of a cancelled or unknown number, and those of a number while it
   * was out of service (suspended, 预销户) or reported lost (挂失), are ignored. A received message that the number's done SMS
   * do-not-disturb registration rejects (its industry category or its sender) is intercepted: kept
   * as an interception record, never recorded as usage; so is a received call or message that the
   * number's call protection blocks (a listed number or range, a blocked marked category): kept in
   * call_interceptions. `intercepted` counts the new interceptions of both.
   */
  recordUsage(events: UsageEvent[]): Promise<{ recorded: number; intercepted: number }>;
}
