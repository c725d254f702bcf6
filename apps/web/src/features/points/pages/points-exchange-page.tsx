import type { ExchangeProduct } from '@hall/contract/points/schemas';
import { POINTS_MESSAGES } from '@hall/contract/points/rules';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../shared/api/api-error.ts';
import { buildPath } from '../../../shared/lib/navigation.ts';
import { BannerCarousel } from '../../../shared/ui/banner-carousel.tsx';
import { showConfirm } from '../../../shared/ui/dialogs.ts';
import { showToast } from '../../../shared/ui/toast.ts';
import { exchangeProductsQuery, isStockRefusal, pointsBannersQuery, useExchangeProduct } from '../api.ts';
import { ExchangeProductList } from '../components/exchange-product-list.tsx';
import { SignInCard } from '../components/sign-in-card.tsx';
import { QueryView } from '../../../shared/ui/query-view.tsx';
import '../points.css';

const BANNER_AUTOPLAY_MS = 3000;

/** /integral/pointsExchange: banners, daily sign-in and the exchange products. */
export function PointsExchangePage() {
  const navigate = useNavigate();
  const banners = useQuery(pointsBannersQuery);
  const products = useQuery(exchangeProductsQuery);
  const exchangeProduct = useExchangeProduct();

  const exchange = async (product: ExchangeProduct) => {
    const isConfirmed = await showConfirm({ title: '确认兑换', content: `确定使用${product.points}积分兑换「${product.name}」吗？` });
    if (!isConfirmed) {
      return;
    }
    exchangeProduct.mutate(product.productId, {
      // Balances, lists and stock refresh behind the result page.
      onSuccess: (result) => navigate(buildPath('/exchangeSuccess', { name: result.productName, points: result.points, balance: result.currentPoints })),
      onError: (error) => {
        if (isApiError(error) && error.message === POINTS_MESSAGES.SHORT_OF_POINTS) {
          navigate('/exchangeFail');
        } else if (isStockRefusal(error)) {
          // Sold out, off sale, network: say so; the fresh stock follows.
          showToast(error.message);
        }
      },
    });
  };

  const productContent = (
    <QueryView query={products} loading={6} failedTitle="商品加载失败" isEmpty={(data) => data.list.length === 0} empty={{ title: '暂无可兑换商品' }}>
      {(data) => <ExchangeProductList products={data.list} onExchange={(product) => void exchange(product)} />}
    </QueryView>
  );

  return (
    <div>
      <BannerCarousel banners={banners.data?.list ?? []} autoplayMs={BANNER_AUTOPLAY_MS} label="积分活动" />
      <SignInCard />
      <h2 className="points-section-title">积分兑换</h2>
      {productContent}
    </div>
  );
}
