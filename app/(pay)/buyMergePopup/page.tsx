import { MergeDetails, SaleDisclosure } from '@/components/pay/product-details';
import { byParam, ProductPopupPage, type PopupQuery } from '@/components/pay/product-popup-page';
import { ProductSheet } from '@/components/pay/product-sheet';
import { shareMetadata } from '@/lib/share/metadata';

export const generateMetadata = () => shareMetadata('/buyMergePopup', {}, { robots: { index: false } });

type Props = { searchParams: Promise<PopupQuery> };

/** A bundle of two skus sold as one (bundle_id: plan id or sku id), the saving shown against buying them apart. */
export default async function BuyMergePopupPage({ searchParams }: Props) {
  const query = await searchParams;
  return (
    <ProductPopupPage
      route="/buyMergePopup"
      kind="merge"
      query={query}
      pick={byParam(query, 'bundle_id')}
      missing="组合套餐不存在或已下架"
      render={([plan], source) =>
        plan.product?.kind === 'merge' ? (
          <ProductSheet title="组合购买更划算" subtitle={plan.name} offers={[plan]} source={source} dismiss="暂不购买">
            <MergeDetails plan={plan} product={plan.product} />
            <SaleDisclosure plan={plan} />
          </ProductSheet>
        ) : null
      }
    />
  );
}
