import type { PersonalInfo } from '@hall/contract/personal-info/schemas';
import { useId, type ReactNode } from 'react';

type RetentionNote = PersonalInfo['retention']['profile'];

/** Where a section's items came from and how long they are kept: its rows of the retention table. */
function RetentionNotes({ notes }: { notes: RetentionNote[] }) {
  return (
    <dl className="info-retention">
      {notes.map((note) => (
        <div key={note.key}>
          {notes.length > 1 && <dt className="info-retention-name">{note.name}</dt>}
          <dd>来源：{note.source}</dd>
          <dd>保存期限：{note.period}</dd>
        </div>
      ))}
    </dl>
  );
}

/** One section of the centre: its items (or what it says when there are none) and its retention rows. */
export function InfoSection<T>(props: {
  title: string;
  /** What the member should know about the section's items, under its title. */
  description?: string;
  items: T[];
  empty: string;
  notes: RetentionNote[];
  render: (item: T) => ReactNode;
  itemKey: (item: T, index: number) => string;
  /** What the member can do with the section's items (a link to correct them), under the list. */
  action?: ReactNode;
}) {
  const id = useId();
  return (
    <section className="page-section" aria-labelledby={id}>
      <h2 id={id} className="section-title">
        {props.title}
      </h2>
      {props.description && props.items.length > 0 && <p className="info-description">{props.description}</p>}
      {props.items.length === 0 ? (
        <p className="info-empty">{props.empty}</p>
      ) : (
        <ul className="info-items">
          {props.items.map((item, index) => (
            <li key={props.itemKey(item, index)}>{props.render(item)}</li>
          ))}
        </ul>
      )}
      {props.action}
      <RetentionNotes notes={props.notes} />
    </section>
  );
}
