import { DragonDetails, SaleDisclosure } from '@/components/pay/product-details';
import { ProductPopupPage, type PopupQuery } from '@/components/pay/product-popup-page';
import { ProductSheet } from '@/components/pay/product-sheet';
import { shareMetadata } from '@/lib/share/metadata';

export const generateMetadata = () => shareMetadata('/buyDragonPopup', {}, { robots: { index: false } });

type Props = { searchParams: Promise<PopupQuery> };

/** The 龙虎榜 premium-data subscription, opened from a locked 龙虎榜 section: every period on sale. */
export default async function BuyDragonPopupPage({ searchParams }: Props) {
  return (
    <ProductPopupPage
      route="/buyDragonPopup"
      kind="dragon"
      query={await searchParams}
      pick={(plans) => plans}
      missing="龙虎榜高级数据暂未开售"
      render={(offers, source) => {
        const [first] = offers;
        return first.product?.kind === 'dragon' ? (
          <ProductSheet
            title={`解锁${first.product.tool}`}
            subtitle="机构与游资席位一目了然，开通后立即可看"
            offers={offers}
            source={source}
            dismiss="暂不开通"
          >
            <DragonDetails product={first.product} />
            <SaleDisclosure plan={first} />
          </ProductSheet>
        ) : null;
      }}
    />
  );
}
