import { AppLink as Link } from '@/components/ui/app-link';
import { formatAmount } from '@/lib/format/amount';
import { upcomingApplications } from '@/lib/market/ipo-rules';
import type { IpoList } from '@/lib/market/ipo-schemas';
import { Card, MarketView } from '../view-blocks/card';
import { CopyButton } from '../view-blocks/copy-button';
import styles from '../view-blocks/market.module.css';
import { ViewFooter } from '../view-blocks/view-footer';
import { ipoHref } from '@/lib/routes/hrefs';
import { priceText } from './ipo-card';

/** 打新攻略: the rules a new investor needs, next to this week's real issues. */
export function IpoGuide({ data, stale }: { data: IpoList | null; stale: boolean }) {
  const upcoming = upcomingApplications(data?.issues ?? []);
  return (
    <MarketView>
      <Card title="近期可申购">
        {upcoming.length ? (
          <ul className={styles.list}>
            {upcoming.map((i) => (
              <li key={i.code} className={styles.row}>
                <div className={styles.rowMain}>
                  <Link prefetch={false} href={ipoHref(i.code)}>
                    {i.name}
                  </Link>
                  <span className={styles.muted}>
                    申购代码 <span className="num">{i.applyCode}</span>
                    <CopyButton text={i.applyCode} />
                  </span>
                </div>
                <div className={styles.rowSide}>
                  <span className="num">{i.dates.apply}</span>
                  <span className={styles.muted}>
                    {i.mvRequired !== null ? `需配市值 ${formatAmount(i.mvRequired)}` : priceText(i)}
                  </span>
                </div>
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.muted}>{data ? '近期暂无待申购新股' : '新股数据暂不可用，攻略内容不受影响'}</p>
        )}
      </Card>
      <Card title="打新四步">
        <div className={styles.prose}>
          <ol>
            <li>
              <strong>T日 申购</strong>：在券商App输入申购代码和数量，沪深主板、创业板、科创板无需预先缴款。
            </li>
            <li>
              <strong>T+1日 摇号</strong>：公布中签率，进行摇号抽签。
            </li>
            <li>
              <strong>T+2日 中签公布与缴款</strong>：查询是否中签，中签后当日16:00前确保资金账户余额足够缴款。
            </li>
            <li>
              <strong>上市</strong>：一般在缴款后一到两周上市交易。
            </li>
          </ol>
        </div>
      </Card>
      <Card title="需配市值是什么" id="market-value">
        <div className={styles.prose}>
          <p>沪深新股按持有的市值配售申购额度：以T-2日（含）前20个交易日的日均持有市值计算，沪市与深市分别计算。</p>
          <ul>
            <li>沪市（主板、科创板）：每1万元市值可申购1个单位（主板1000股，科创板500股）。</li>
            <li>深市（主板、创业板）：每5000元市值可申购500股。</li>
            <li>顶格申购需配市值 = 申购上限 × 10元/股，页面中直接给出。</li>
            <li>北交所不看市值，按申购数量全额冻结资金，顶格所需资金 = 申购上限 × 发行价。</li>
          </ul>
        </div>
      </Card>
      <Card title="注意事项">
        <div className={styles.prose}>
          <ul>
            <li>同一账户对同一只新股只能申购一次，重复申购只有第一笔有效。</li>
            <li>连续12个月内累计3次中签后放弃认购，6个月内不得参与新股申购。</li>
            <li>标注“预估”的发行价、中签率以正式公告为准；新股也可能上市首日破发。</li>
          </ul>
          <p>
            <Link prefetch={false} href="/tool/ipo/calendar">
              查看新股日历 ›
            </Link>
          </p>
        </div>
      </Card>
      <ViewFooter asOf={data?.asOf} stale={stale} />
    </MarketView>
  );
}
