import { agentAreas } from './agent/area.ts';
import type { agentEndpoints } from './agent/endpoints.ts';
import { joinEndpoints } from './contract-area.ts';
import { staffAreas } from './staff-endpoints.ts';
import { subscriberAreas } from './subscriber-endpoints.ts';

/**
 * Every area of the contract: the hall's, the console's and the agents'. The server, the schema
 * registry and the API document take them all; each web client imports only its own audience's
 * list or table, so a phone does not download the console's.
 */
export const contractAreas = [...subscriberAreas, ...staffAreas, ...agentAreas] as const;

/** Every operation of the API by its spec name: method, path, access, loading overlay. */
export const endpoints = joinEndpoints(contractAreas);

export type AgentOperationName = keyof typeof agentEndpoints;
export type OperationName = keyof typeof endpoints;
export const OPERATION_NAMES = Object.keys(endpoints) as OperationName[];
