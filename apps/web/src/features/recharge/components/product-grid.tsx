export interface ProductTile {
  key: string;
  title: string;
  subtitle: string;
}

interface ProductGridProps {
  label: string;
  tiles: ProductTile[];
  selectedKey: string | null;
  onSelect: (key: string) => void;
}

/** A grid of product tiles with one selectable. */
export function ProductGrid({ label, tiles, selectedKey, onSelect }: ProductGridProps) {
  return (
    <div className="product-grid" role="radiogroup" aria-label={label}>
      {tiles.map((tile) => (
        <button
          type="button"
          role="radio"
          aria-checked={tile.key === selectedKey}
          key={tile.key}
          className={`product-tile${tile.key === selectedKey ? ' is-selected' : ''}`}
          onClick={() => onSelect(tile.key)}
        >
          <span className="product-tile-title">{tile.title}</span>
          <span className="product-tile-subtitle">{tile.subtitle}</span>
        </button>
      ))}
    </div>
  );
}
