import { Empty } from 'antd';
import type { ReactNode } from 'react';
import { ConsoleLoading } from './console-loading.tsx';
import { shownDataOf, type ConsoleQuery } from './console-query.ts';
import { LoadFailedResult } from './load-failed-result.tsx';

export interface ConsoleQueryViewProps<Data> {
  query: ConsoleQuery<Data>;
  /** What a failed read says when the server gave no message of its own (加载失败 unless told). */
  failure?: string;
  /** The name of the loading status (正在加载 unless told). */
  loadingLabel?: string;
  /** Whether the answer counts as empty, and what the view says then. */
  isEmpty?: (data: Data) => boolean;
  empty?: string;
  children: (data: Data) => ReactNode;
}

/**
 * The states of a console query's data, written once: the data (or its empty state) as soon as
 * there is some, else the failure with 重试, else the loading status.
 */
export function ConsoleQueryView<Data>({ query, failure = '加载失败', loadingLabel = '正在加载', isEmpty, empty, children }: ConsoleQueryViewProps<Data>) {
  const data = shownDataOf(query);
  if (data !== undefined) {
    return isEmpty?.(data) ? <Empty description={empty} image={Empty.PRESENTED_IMAGE_SIMPLE} /> : <>{children(data)}</>;
  }
  if (query.isError) {
    return <LoadFailedResult query={query} fallback={failure} />;
  }
  return <ConsoleLoading label={loadingLabel} isInline />;
}
