import type { numberPoolEndpoints } from '@hall/contract/number-pool/endpoints';
import type { FeatureModule } from '../../platform/feature-module.ts';
import { scheduleReservationSweep } from './number-pool.schedule.ts';
import { cancelPoolReservation, readMemberReservation, readNumberPool, reservePoolNumber } from './number-pool.service.ts';

/** 号码购买: the operator's pool of numbers in stock, and a member's reservation of one. */
export const numberPoolModule: FeatureModule<keyof typeof numberPoolEndpoints> = {
  name: 'number-pool',
  handlers: (deps) => ({
    NUMBER_POOL: ({ input }) => readNumberPool(deps, input),
    NUMBER_POOL_RESERVE: ({ member, input }) => reservePoolNumber(deps, member, input),
    NUMBER_POOL_RESERVATION: ({ member }) => readMemberReservation(deps, member),
    NUMBER_POOL_CANCEL: ({ member }) => cancelPoolReservation(deps, member),
  }),
  schedules: scheduleReservationSweep,
};
