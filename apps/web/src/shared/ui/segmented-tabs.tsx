interface SegmentedTabsProps<Key extends string> {
  label: string;
  tabs: { key: Key; title: string }[];
  activeKey: Key;
  onChange: (key: Key) => void;
}

/** A light tab bar (no animation library), for tabs on first-load pages. */
export function SegmentedTabs<Key extends string>({ label, tabs, activeKey, onChange }: SegmentedTabsProps<Key>) {
  return (
    <div className="segmented-tabs" role="tablist" aria-label={label}>
      {tabs.map((tab) => (
        <button key={tab.key} type="button" role="tab" className="segmented-tab" aria-selected={tab.key === activeKey} onClick={() => onChange(tab.key)}>
          {tab.title}
        </button>
      ))}
    </div>
  );
}
