import { HALL_STAFF_HOURS } from '@hall/contract/hall/rules';

// The hall notice is one setting: the console edits it, the hall shows it. Its key and the text
// shown before anyone edits it live here so both areas read the same setting the same way.

/** Its key in hall_settings. */
export const HALL_NOTICE_KEY = 'hall_notice';

/** The spec's default notice, with the hotline and staff hours. */
export function describeDefaultHallNotice(hotline: string): string {
  return `客服热线 ${hotline}，人工服务时间 ${HALL_STAFF_HOURS}，欢迎使用网上营业厅自助办理业务。`;
}
