// The back office's part of the SMS do-not-disturb service: the order, the registered industry
// categories and rejected numbers, and the requests it processes after a while.

export interface IndustryCategory {
  code: string;
  name: string;
}

export interface SmsRegisterRequest {
  id: number;
  target: 'category' | 'number';
  pickType: 'add' | 'delete';
  /** Category codes or numbers. */
  items: string[];
  status: 'processing' | 'done';
  createdAt: Date;
}

export interface SmsRegistration {
  orderedAt: Date;
  categoryCodes: string[];
  rejectedNumbers: string[];
  /** Requests of the last days, newest first. */
  requests: SmsRegisterRequest[];
}

export interface SmsRegisterChanges {
  addTypes: string[];
  deleteTypes: string[];
  addNumbers: string[];
  deleteNumbers: string[];
}

/** A received message the registration intercepted. */
export interface SmsInterception {
  id: number;
  occurredAt: Date;
  /** In clear: the service masks it for the page. */
  sender: string;
  categoryCode: string | null;
  categoryName: string | null;
  reason: 'category' | 'number';
  count: number;
}

export interface SmsRegisterBoss {
  listIndustryCategories(): Promise<IndustryCategory[]>;
  /** When the number ordered the service, or null when it has not. */
  findSmsOrder(phone: string): Promise<Date | null>;
  /** False when already ordered. */
  orderSmsService(phone: string, now: Date): Promise<boolean>;
  /** Ends the service and drops its registrations and open requests; false when not ordered. */
  unsubscribeSmsService(phone: string, now: Date): Promise<boolean>;
  /** The registration after processing the requests that are due; null when not ordered. */
  readSmsRegistration(phone: string, now: Date): Promise<SmsRegistration | null>;
  /** Messages intercepted since `since` (the sum of their counts) and the newest `limit` records, newest first. */
  listSmsInterceptions(phone: string, since: Date, limit: number): Promise<{ total: number; list: SmsInterception[] }>;
  /** Queues the changes for processing; returns how many requests were queued. */
  submitSmsRegisterChanges(phone: string, changes: SmsRegisterChanges, now: Date): Promise<number>;
}
