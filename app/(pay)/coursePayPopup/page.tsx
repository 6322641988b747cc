import { CourseDetails, SaleDisclosure } from '@/components/pay/product-details';
import { byParam, ProductPopupPage, type PopupQuery } from '@/components/pay/product-popup-page';
import { ProductSheet } from '@/components/pay/product-sheet';
import { shareMetadata } from '@/lib/share/metadata';

export const generateMetadata = () => shareMetadata('/coursePayPopup', {}, { robots: { index: false } });

type Props = { searchParams: Promise<PopupQuery> };

/** Buying one paid video course (course_id: plan id or sku id) from its course page or a live room. */
export default async function CoursePayPopupPage({ searchParams }: Props) {
  const query = await searchParams;
  return (
    <ProductPopupPage
      route="/coursePayPopup"
      kind="course"
      query={query}
      pick={byParam(query, 'course_id')}
      missing="课程不存在或已下架"
      render={([plan], source) =>
        plan.product?.kind === 'course' ? (
          <ProductSheet
            title={plan.name}
            subtitle={`${plan.product.teacher}主讲 · ${plan.product.lessons}讲 · 购买后${plan.days}天内可看`}
            offers={[plan]}
            source={source}
            dismiss="再想想"
          >
            <CourseDetails product={plan.product} />
            <SaleDisclosure plan={plan} />
          </ProductSheet>
        ) : null
      }
    />
  );
}
