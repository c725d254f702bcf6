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
  /** Queues the changes for processing; returns how many requests were queued. */
  submitSmsRegisterChanges(phone: string, changes: SmsRegisterChanges, now: Date): Promise<number>;
}
