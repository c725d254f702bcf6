import type { ExchangeProduct } from '@hall/contract/points/schemas';
import { Button } from 'antd-mobile';

interface ExchangeProductListProps {
  products: ExchangeProduct[];
  onExchange: (product: ExchangeProduct) => void;
}

/** Exchange products with their points cost; sold-out ones cannot be chosen. */
export function ExchangeProductList({ products, onExchange }: ExchangeProductListProps) {
  return (
    <ul className="exchange-grid" aria-label="兑换商品">
      {products.map((product) => (
        <li key={product.productId} className="exchange-item">
          {product.cover ? <img src={product.cover} alt="" /> : null}
          <div className="exchange-item-body">
            <h3 className="exchange-item-name">{product.name}</h3>
            <p className="exchange-item-desc">{product.description}</p>
            <span className="exchange-item-cost">{product.points} 积分</span>
            <span className="exchange-item-stock">{product.stock > 0 ? `剩余 ${product.stock} 件` : '已兑完'}</span>
            {/* The name starts with the visible words, as a person using voice control says them. */}
            <Button
              size="small"
              color="primary"
              disabled={product.stock === 0}
              onClick={() => onExchange(product)}
              aria-label={`${product.stock === 0 ? '已兑完' : '立即兑换'} ${product.name}`}
            >
              {product.stock === 0 ? '已兑完' : '立即兑换'}
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
