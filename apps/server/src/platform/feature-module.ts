import type { OperationName } from '@hall/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps.ts';
import type { PaymentNotificationHandlers } from '../providers/wechat-pay/payment-notify.ts';
import type { HandlerTable } from './operations.ts';
import type { ReviewableKind } from './review-queue.ts';

/**
 * One feature area of the server: everything app.ts needs from it. `Names` are the contract
 * operations the area answers (usually `keyof typeof <area>Endpoints`); the module list as a
 * whole must answer every operation, which `defineModules` checks at compile time.
 */
export interface FeatureModule<Names extends OperationName = never> {
  /** The area's name, the same in contract, server, web and e2e. */
  name: string;
  /** A handler for each of the area's operations. */
  handlers?: (deps: AppDeps) => HandlerTable<Names>;
  /** Kinds of application that wait for a staff decision in the console's review queue. */
  reviewKinds?: (deps: AppDeps) => ReviewableKind[];
  /** WeChat Pay notifications of the orders this area creates, by their notifyHandler name. */
  paymentHandlers?: (deps: AppDeps) => PaymentNotificationHandlers;
  /** Work this area repeats on a timer (started with the app, stopped on close). */
  schedules?: (app: FastifyInstance, deps: AppDeps) => void;
  /** Routes outside the contract: redirects, files, pages. */
  routes?: (app: FastifyInstance, deps: AppDeps) => void;
  /** Meta tags this area writes into the served index.html (name → text), re-read on the page cache's interval. */
  pageMeta?: (deps: AppDeps) => Promise<Record<string, string>>;
  /** HTML this area writes into slots of the served index.html (slot → markup, escaped by the area), from the page's meta. */
  pageSlots?: (meta: Record<string, string>) => Record<string, string>;
}

type OperationsOf<Module> = Module extends FeatureModule<infer Names> ? Names : never;

/** The operations no module of the list answers (never when the list is complete). */
export type UnansweredOperations<Modules extends readonly FeatureModule[]> = Exclude<OperationName, OperationsOf<Modules[number]>>;

/**
 * Declares the app's module list. It does not compile while an operation of the contract has no
 * handler in any module: the error names the missing operations.
 */
export function defineModules<const Modules extends readonly FeatureModule[]>(
  modules: Modules & ([UnansweredOperations<Modules>] extends [never] ? unknown : { missingHandlers: UnansweredOperations<Modules> }),
): Modules {
  return modules;
}

/** Joins one table of every module; a name two modules claim is a wiring mistake, refused at start. */
function joinModuleTables(modules: readonly FeatureModule[], kind: string, tableOf: (module: FeatureModule) => object | undefined): Record<string, unknown> {
  const table: Record<string, unknown> = {};
  for (const module of modules) {
    for (const [name, entry] of Object.entries(tableOf(module) ?? {})) {
      if (name in table) {
        throw new Error(`${kind} ${name} is claimed by two modules (the second: ${module.name})`);
      }
      table[name] = entry;
    }
  }
  return table;
}

/** Joins the modules' handler tables. */
export function collectHandlers(modules: readonly FeatureModule[], deps: AppDeps): HandlerTable<OperationName> {
  return joinModuleTables(modules, 'operation', (module) => module.handlers?.(deps)) as HandlerTable<OperationName>;
}

/** Joins the modules' payment notification handlers (each area names its own). */
export function collectPaymentHandlers(modules: readonly FeatureModule[], deps: AppDeps): PaymentNotificationHandlers {
  return joinModuleTables(modules, 'payment handler', (module) => module.paymentHandlers?.(deps)) as PaymentNotificationHandlers;
}

/** Reads every module's page meta into one table, in the modules' order. */
export async function readPageMeta(modules: readonly FeatureModule[], deps: AppDeps): Promise<Record<string, string>> {
  const tables = await Promise.all(modules.map((module) => module.pageMeta?.(deps)));
  return Object.assign({}, ...tables) as Record<string, string>;
}

/** Every module's slots of the served index.html, from the page's meta. */
export function writePageSlots(modules: readonly FeatureModule[], meta: Record<string, string>): Record<string, string> {
  return joinModuleTables(modules, 'page slot', (module) => module.pageSlots?.(meta)) as Record<string, string>;
}
