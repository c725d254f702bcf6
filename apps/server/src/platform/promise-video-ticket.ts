import { openSealedData, sealData } from './sealed-data.ts';

// The card lookup answers -106 to whoever gives a name and six ID digits, before any face check:
// it must not name the number that owes its promise video. It hands out a sealed ticket instead,
// which only this server can open; CPDEIMG and the recording page take the ticket.

const TICKET_TTL_MS = 30 * 60 * 1000;

interface TicketContent {
  phone: string;
  expiresAt: number;
}

export function issuePromiseVideoTicket(secretKey: string, phone: string, now: Date): string {
  return sealData(secretKey, { phone, expiresAt: now.getTime() + TICKET_TTL_MS } satisfies TicketContent);
}

/** The number behind a ticket this server issued and that has not expired; null otherwise. */
export function openPromiseVideoTicket(secretKey: string, ticket: string, now: Date): string | null {
  try {
    const content = openSealedData<TicketContent>(secretKey, ticket);
    return typeof content.phone === 'string' && content.expiresAt > now.getTime() ? content.phone : null;
  } catch {
    return null;
  }
}
