import { agentEndpoints } from './agent/endpoints.ts';
import { staffEndpoints } from './staff-endpoints.ts';
import { subscriberEndpoints } from './subscriber-endpoints.ts';

/**
 * Every operation of the API by its spec name: method, path, access, loading overlay. The server
 * registers them all; each web client looks paths up only in its own area's table (subscriber hall,
 * sales agents, operator console), so a phone does not download the console's.
 */
export const endpoints = {
  ...subscriberEndpoints,
  ...staffEndpoints,
  ...agentEndpoints,
} as const;

export type AgentOperationName = keyof typeof agentEndpoints;
export type OperationName = keyof typeof endpoints;
export const OPERATION_NAMES = Object.keys(endpoints) as OperationName[];
