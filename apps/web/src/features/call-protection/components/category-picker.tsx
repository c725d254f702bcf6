import { MARKED_CATEGORIES, type MarkedCategoryCode } from '@hall/contract/call-protection/rules';

const CATEGORY_HINT: Record<MarkedCategoryCode, string> = {
  marketing: '推销广告、贷款理财等',
  fraud: '反诈中心与用户标记的诈骗电话',
  harassment: '响一声、频繁骚扰等',
};

interface CategoryPickerProps {
  /** Given by the form's item: the ticked categories. */
  value?: MarkedCategoryCode[];
  onChange?: (value: MarkedCategoryCode[]) => void;
}

/** The marked categories to block, each a row that ticks on a tap (a control of the settings form). */
export function CategoryPicker({ value = [], onChange }: CategoryPickerProps) {
  const toggle = (code: MarkedCategoryCode) =>
    onChange?.(
      value.includes(code)
        ? value.filter((item) => item !== code)
        : MARKED_CATEGORIES.map((item) => item.code).filter((item) => item === code || value.includes(item)),
    );
  return (
    <ul className="call-protection-categories" aria-label="拦截标记号码">
      {MARKED_CATEGORIES.map(({ code, name }) => {
        const isChecked = value.includes(code);
        return (
          <li key={code}>
            <button
              type="button"
              role="checkbox"
              aria-checked={isChecked}
              aria-label={`${name}电话`}
              className={`call-protection-category${isChecked ? ' is-checked' : ''}`}
              onClick={() => toggle(code)}
            >
              <span className="call-protection-category-box" aria-hidden="true">
                {isChecked ? '✓' : ''}
              </span>
              <span className="call-protection-category-text">
                <span className="call-protection-category-name">{name}电话</span>
                <span className="call-protection-category-hint">{CATEGORY_HINT[code]}</span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
