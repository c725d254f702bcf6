import type { FeatureModule, UnansweredOperations } from './feature-module.ts';
declare const a: FeatureModule<'LOGIN'>;
declare const b: FeatureModule<'PACKAGE_CHANGE'>;
const list = [a, b] as const;
export type Missing = UnansweredOperations<typeof list>;
export const isLoginMissing: 'LOGIN' extends Missing ? true : false = false;
export const isOtherMissing: 'REAL_NAME' extends Missing ? true : false = true;
