import { useMutation } from '@tanstack/react-query';
import { callAgent } from './call-agent.ts';

// The ID card reading of the opening (agent-id-card area) and the opening's own identity check of
// what the agent confirmed. Refusals are shown by the error catalogue.

/** Reads the front of the customer's ID card; the customer has consented to the photo. */
export function useReadIdCard() {
  return useMutation({ mutationFn: (input: { image: string; uimId: string }) => callAgent('READ_ID_CARD', { ...input, consent: true }) });
}

/** Checks the confirmed name and ID number against the number (GET_ONLINE_SALE_RESOURCE_ID_CARD). */
export function useCheckCustomerIdentity() {
  return useMutation({
    mutationFn: (input: { serviceId: string; customerName: string; identityCode: string }) => callAgent('GET_ONLINE_SALE_RESOURCE_ID_CARD', input),
  });
}
