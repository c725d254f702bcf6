import { z } from 'zod';
import type { SchemaTable } from '../operation.ts';
import type { agentRecordsEndpoints } from './endpoints.ts';
import { AgentOpeningsMessage, APPLY_EVENTS, checkOpeningsRange, OPENING_RESUME_POINTS, OPENING_STATES } from './rules.ts';

/** One opening in the agent's 开卡记录: the number and customer masked, as staff see them. */
export const agentOpeningSchema = z.object({
  /** 166****0020 */
  serviceId: z.string(),
  offerName: z.string(),
  /** 邵**; empty before the real-name step. */
  customerName: z.string(),
  createdAt: z.string(),
  state: z.enum(OPENING_STATES),
  /** Why the audit refused it. */
  reason: z.string().nullable(),
  /** What the agent can do about a refusal (OPENING_REFUSED_NEXT_STEP); null unless refused. */
  nextStep: z.string().nullable(),
  /**
   * An unfinished opening's way back in (继续办理): its card, its flow and where it resumes. The
   * card id is the one the flow reads its record by (QUERY_OPEN_CARD_LOCATION); null once submitted.
   */
  resume: z
    .object({
      uimId: z.string(),
      applyEvent: z.enum(APPLY_EVENTS),
      at: z.enum(OPENING_RESUME_POINTS),
    })
    .nullable(),
});
export type AgentOpening = z.infer<typeof agentOpeningSchema>;

/** A China date YYYY-MM-DD that exists. */
const chinaDateField = (required: string) =>
  z
    .string({ error: AgentOpeningsMessage.DATE_INVALID })
    .trim()
    .min(1, required)
    .regex(/^\d{4}-\d{2}-\d{2}$/, AgentOpeningsMessage.DATE_INVALID);

export const agentRecordsSchemas = {
  AGENT_OPENINGS: {
    request: z
      .object({
        /** First China day (YYYY-MM-DD); with `to`, or neither: the last thirty days by the server's clock. */
        from: chinaDateField(AgentOpeningsMessage.FROM_REQUIRED).optional(),
        /** Last China day, included. */
        to: chinaDateField(AgentOpeningsMessage.TO_REQUIRED).optional(),
        page: z
          .number({ error: AgentOpeningsMessage.PAGE_INVALID })
          .int(AgentOpeningsMessage.PAGE_INVALID)
          .min(1, AgentOpeningsMessage.PAGE_INVALID)
          .max(1000, AgentOpeningsMessage.PAGE_INVALID)
          .default(1),
      })
      .superRefine((input, context) => {
        if (input.from === undefined && input.to === undefined) {
          return;
        }
        if (input.from === undefined) {
          context.addIssue({ code: 'custom', path: ['from'], message: AgentOpeningsMessage.FROM_REQUIRED });
          return;
        }
        if (input.to === undefined) {
          context.addIssue({ code: 'custom', path: ['to'], message: AgentOpeningsMessage.TO_REQUIRED });
          return;
        }
        const refusal = checkOpeningsRange(input.from, input.to);
        if (refusal) {
          context.addIssue({ code: 'custom', path: ['to'], message: refusal });
        }
      }),
    response: z.object({
      /** The range answered, China days, both included. */
      from: z.string(),
      to: z.string(),
      /** Today on the server's China clock (a sandbox clock may run ahead of the phone's): the page's ranges count back from it. */
      today: z.string(),
      /** The range's openings by state, all pages. */
      counts: z.object({ unfinished: z.number().int(), pending: z.number().int(), passed: z.number().int(), failed: z.number().int() }),
      /** Unfinished openings first (继续办理), then the submitted ones, each part newest first. */
      list: z.array(agentOpeningSchema),
      hasMore: z.boolean(),
    }),
  },
} satisfies SchemaTable<typeof agentRecordsEndpoints>;
