import { AppLink as Link } from '@/components/ui/app-link';
import type { Claim } from '@/lib/market/diagnosis-schemas';
import { href } from '@/lib/routes/hrefs';
import tools from '../view-blocks/tools.module.css';

/** The page that shows a claim's data point (every claim is checkable by a tap). */
export function sourceHref(source: Claim['source']): string {
  switch (source.tool) {
    case 'margin':
      return href('/tool/rzrq/search', { code: source.ref });
    case 'northbound':
      return href('/tool/northbound/stock/{code}', { code: source.ref });
    case 'lhb':
      return href('/tool/lhb/stock/detail', { code: source.ref });
    case 'theme':
      return href('/hotspotTheme/detail', { code: source.ref });
    case 'pattern':
      return href('/technologicalForms/detail', { key: source.ref });
    case 'risk':
      return href('/mineClearance/index', { code: source.ref });
    case 'hot':
      return href('/tool/hot-stock/rising');
    case 'stock':
      return href('/stock', { code: source.ref });
  }
}

/** A claim as a description with its effect on the score and the data point it rests on. */
export function ClaimItem({ claim }: { claim: Claim }) {
  const effect = claim.effect > 0 ? `+${claim.effect}` : String(claim.effect);
  return (
    <li className={tools.claim}>
      <span>
        {claim.text}{' '}
        <span className={`num ${claim.effect > 0 ? 'up' : claim.effect < 0 ? 'down' : ''}`}>
          （{claim.effect === 0 ? '不计分' : `${effect} 分`}）
        </span>
      </span>
      <span className={tools.source}>
        依据：{claim.source.label} {claim.source.value} · {claim.source.date} ·{' '}
        <Link prefetch={false} href={sourceHref(claim.source)}>
          查看数据 ›
        </Link>
      </span>
    </li>
  );
}
