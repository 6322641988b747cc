import { Fragment } from 'react';
import { RISK_LEVEL_NAMES } from '@/lib/compliance/levels';
import { formatFen } from '@/lib/format/fen';
import { discountLabel } from '@/lib/member/rules';
import type { Plan, Product } from '@/lib/member/schemas';
import { withBasePath } from '@/lib/routes/hrefs';
import sheet from './product-sheet.module.css';

type Of<K extends Product['kind']> = Extract<Product, { kind: K }>;

/** A paid video course: teacher with the SAC certificate number, lessons, outline. */
export function CourseDetails({ product }: { product: Of<'course'> }) {
  return (
    <section className={sheet.block} aria-label="课程介绍">
      <dl className={sheet.facts}>
        <dt>主讲老师</dt>
        <dd>{product.teacher}</dd>
        <dt>证书编号</dt>
        <dd>{product.cert_no}</dd>
        <dt>课时</dt>
        <dd>{product.lessons}讲</dd>
      </dl>
      <h3>课程大纲</h3>
      <ol>
        {product.outline.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ol>
    </section>
  );
}

/** An adviser-service package: the adviser, the qualification disclosure, what the service includes. */
export function ButlerDetails({ product }: { product: Of<'butler'> }) {
  return (
    <section className={sheet.block} aria-label="服务内容">
      <dl className={sheet.facts}>
        <dt>投资顾问</dt>
        <dd>{product.adviser}</dd>
        <dt>执业证书</dt>
        <dd>{product.cert_no}</dd>
      </dl>
      <h3>服务包含</h3>
      <ul>
        {product.includes.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <p className={sheet.fine}>{product.qualification}</p>
    </section>
  );
}

/** A data-tool subscription: what the tool shows. */
export function DragonDetails({ product }: { product: Of<'dragon'> }) {
  return (
    <section className={sheet.block} aria-label="数据权限">
      <h3>{product.tool}包含</h3>
      <ul>
        {product.features.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

/** A bundle: its two parts at their own prices, the list price, the bundle price and the saving. */
export function MergeDetails({ plan, product }: { plan: Plan; product: Of<'merge'> }) {
  return (
    <section className={sheet.block} aria-label="组合内容">
      <dl className={sheet.facts}>
        {product.parts.map((part) => (
          <Fragment key={part.plan_id}>
            <dt>{part.name}</dt>
            <dd>
              ¥{formatFen(part.price_fen)} · {part.days}天
            </dd>
          </Fragment>
        ))}
        <dt>分开购买</dt>
        <dd>¥{formatFen(product.list_fen)}</dd>
        <dt>组合价</dt>
        <dd className={sheet.saving}>
          ¥{formatFen(plan.price_fen)}（{discountLabel(plan.price_fen, product.list_fen)}，立省¥
          {formatFen(product.saving_fen)}）
        </dd>
      </dl>
      <p className={sheet.fine}>支付成功后两项同时开通，各自按服务期计算。</p>
    </section>
  );
}

/** The compliance lines every product sheet carries: risk level and the agreements signed on the confirm page. */
export function SaleDisclosure({ plan }: { plan: Plan }) {
  return (
    <p className={sheet.fine}>
      服务风险等级R{plan.risk_level}（{RISK_LEVEL_NAMES[plan.risk_level]}），购买前需完成风险测评并阅读
      {plan.agreements.map((agreement) => (
        <a key={agreement.id} href={withBasePath(agreement.path)}>
          《{agreement.title}》
        </a>
      ))}
      。投资有风险，服务内容仅供参考，不构成具体买卖建议。
    </p>
  );
}
