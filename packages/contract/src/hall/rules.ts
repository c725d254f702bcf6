// The hall's home screen (zod-free).

/** Opening hours of the human customer service, shown in the hall notice. */
export const HALL_STAFF_HOURS = '8:00-21:00';

/** WX_URL while the online customer service is not served: the hotline instead. */
export function describeOnlineServiceClosed(hotline: string): string {
  return `在线客服暂未开通，请拨打客服热线 ${hotline}`;
}
