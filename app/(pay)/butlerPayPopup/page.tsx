import { ButlerDetails, SaleDisclosure } from '@/components/pay/product-details';
import { ProductPopupPage, type PopupQuery } from '@/components/pay/product-popup-page';
import { ProductSheet } from '@/components/pay/product-sheet';
import { shareMetadata } from '@/lib/share/metadata';

export const generateMetadata = () => shareMetadata('/butlerPayPopup', {}, { robots: { index: false } });

type Props = { searchParams: Promise<PopupQuery> };

/** The adviser-service (投顾管家) packages: every service period on sale, the adviser and the disclosure. */
export default async function ButlerPayPopupPage({ searchParams }: Props) {
  return (
    <ProductPopupPage
      route="/butlerPayPopup"
      kind="butler"
      query={await searchParams}
      pick={(plans) => plans}
      missing="投顾管家服务暂未开售"
      render={(offers, source) => {
        const [first] = offers;
        return first.product?.kind === 'butler' ? (
          <ProductSheet
            title="投顾管家"
            subtitle="持牌投资顾问一对一服务，按服务期购买"
            offers={offers}
            source={source}
            dismiss="暂不购买"
          >
            <ButlerDetails product={first.product} />
            <SaleDisclosure plan={first} />
          </ProductSheet>
        ) : null;
      }}
    />
  );
}
