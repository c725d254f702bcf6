// Compile-time check of defineModules' completeness rule (tsc fails if it stops holding).
import type { FeatureModule, UnansweredOperations } from './feature-module.ts';

type List = readonly [FeatureModule<'LOGIN'>, FeatureModule<'PACKAGE_CHANGE'>];
type Missing = UnansweredOperations<List>;
export const isAnsweredOperationMissing: 'LOGIN' extends Missing ? true : false = false;
export const isUnansweredOperationMissing: 'REAL_NAME' extends Missing ? true : false = true;
