/** The member record's query key, apart from its query so the app's start can watch it without loading the client. */
export const MEMBER_QUERY_KEY = ['member'] as const;
