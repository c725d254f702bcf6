/**
 * The hall's page that pays an exact amount onto a number (/UniversalPay, amount in fen): where a
 * service that an owing number cannot use (停机保号, 销户) sends its owner to pay what is owed.
 */
export function topUpLink(phone: string, amountFen: number): string {
  return `/UniversalPay?${new URLSearchParams({ serviceid: phone, amount: String(amountFen) }).toString()}`;
}
