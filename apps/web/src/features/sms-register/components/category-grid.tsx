import { CategoryIcon } from './category-icons.tsx';

interface CategoryGridProps {
  categories: { name: string; code: string }[];
  checked: Set<string>;
  pending: Set<string>;
  onToggle: (name: string) => void;
}

/** The industry categories to tick, each with its icon; categories being processed are locked. */
export function CategoryGrid({ categories, checked, pending, onToggle }: CategoryGridProps) {
  return (
    <ul className="category-grid" aria-label="行业类别">
      {categories.map((category, position) => {
        const isChecked = checked.has(category.name);
        const isPending = pending.has(category.name);
        return (
          <li key={category.code}>
            <button
              type="button"
              role="checkbox"
              aria-checked={isChecked}
              aria-label={category.name}
              disabled={isPending}
              className={`category-tile${isChecked ? ' is-checked' : ''}`}
              onClick={() => onToggle(category.name)}
            >
              <span className="category-tile-icon" aria-hidden="true">
                <CategoryIcon position={position} />
              </span>
              <span className="category-tile-name">{category.name}</span>
              {isPending && <span className="category-tile-tag">处理中</span>}
              {isChecked && !isPending && (
                <span className="category-tile-check" aria-hidden="true">
                  ✓
                </span>
              )}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
