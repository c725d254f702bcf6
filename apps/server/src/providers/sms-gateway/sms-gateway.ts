/** The operator's SMS gateway. */
export interface SmsGateway {
  send(phone: string, text: string): Promise<void>;
}
