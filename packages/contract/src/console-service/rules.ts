// The customer-service queue of the console: complaints (/complain) and /CustomerService feedback
// answered by staff (zod-free: the console page imports it).

/** Where an item came from: a complaint (COMPLAINT) or a feedback (INSERTUSERAPPEAL). */
export const SERVICE_SOURCES = ['complaint', 'feedback'] as const;
export type ServiceSource = (typeof SERVICE_SOURCES)[number];

export const SERVICE_SOURCE_LABELS: Record<ServiceSource, string> = { complaint: '投诉', feedback: '意见反馈' };

/** all: open items first (oldest first), then answered ones (latest answer first). */
export const SERVICE_QUEUE_FILTERS = ['all', 'open', 'answered'] as const;
export type ServiceQueueFilter = (typeof SERVICE_QUEUE_FILTERS)[number];
export const SERVICE_QUEUE_PAGE_SIZE = 20;

export const SERVICE_ANSWER_MAX_LENGTH = 200;

export const ServiceMessage = {
  ITEM_NOT_FOUND: '工单不存在或已删除',
  ALREADY_ANSWERED: '该问题已处理，不能重复回复',
  NO_NUMBER: '无绑定号码，未发短信',
} as const;

/** 投诉, or 意见反馈（账号） with the feedback's type. */
export function describeServiceSource(source: ServiceSource, appealType: string | null): string {
  return appealType ? `${SERVICE_SOURCE_LABELS[source]}（${appealType}）` : SERVICE_SOURCE_LABELS[source];
}
