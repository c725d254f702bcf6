import type { callProtectionMarksEndpoints } from '@hall/contract/call-protection/marks-endpoints';
import type { FeatureModule } from '../../platform/feature-module.ts';
import { deleteMarkedNumber, listMarkedNumbers, saveMarkedNumber } from './marked-numbers.service.ts';

// 标记号码 in the console (customer service): the marked numbers call protection blocks by category.
export const markedNumbersModule: FeatureModule<keyof typeof callProtectionMarksEndpoints> = {
  name: 'call-protection-marks',
  handlers: (deps) => ({
    CONSOLE_MARKED_NUMBERS: ({ input }) => listMarkedNumbers(deps, input),
    CONSOLE_SAVE_MARKED_NUMBER: ({ staff, input }) => saveMarkedNumber(deps, staff, input),
    CONSOLE_DELETE_MARKED_NUMBER: ({ staff, input }) => deleteMarkedNumber(deps, staff, input.number),
  }),
};
