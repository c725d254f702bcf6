import { Card } from 'antd';
import { ConsoleQueryView, type ConsoleQueryViewProps } from './console-query-view.tsx';

/** A section that is one query's data in one card: the card keeps its title while the view shows the query's state. */
export function ConsoleQueryCard<Data>({ title, ...view }: ConsoleQueryViewProps<Data> & { title: string }) {
  return (
    <Card title={title}>
      <ConsoleQueryView<Data> {...view} />
    </Card>
  );
}
