import { FALLBACK_CITY_CODE } from '@hall/contract/agent/rules';
import type { CityOfAddress } from './ip-city.ts';

/**
 * The operator's city codes, by city name without 市: its local networks in 广东, each the
 * long-distance area code without the leading 0 (广州's 020 padded to three digits, 200, as the
 * opening records and the sandbox already use it).
 */
export const CITY_CODE_BY_NAME: Readonly<Record<string, string>> = {
  广州: '200',
  深圳: '755',
  珠海: '756',
  汕头: '754',
  佛山: '757',
  韶关: '751',
  湛江: '759',
  肇庆: '758',
  江门: '750',
  茂名: '668',
  惠州: '752',
  梅州: '753',
  汕尾: '660',
  河源: '762',
  阳江: '662',
  清远: '763',
  东莞: '769',
  中山: '760',
  潮州: '768',
  揭阳: '663',
  云浮: '766',
};

/**
 * The city of a Chinese city name as the data spells it (广州市, 北京市): its code where the
 * operator has a local network there, else the default region 360 with the name kept (the review
 * pages show where the customer was).
 */
export function cityOfName(dataName: string): CityOfAddress {
  const cityName = dataName.replace(/市$/, '');
  return { cityCode: CITY_CODE_BY_NAME[cityName] ?? FALLBACK_CITY_CODE, cityName };
}
