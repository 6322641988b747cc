import { AppLink as Link } from '@/components/ui/app-link';
import type { BroadcastStats } from '@/lib/anchor/data-schemas';
import { averageWatch, conversionRate, summarise } from '@/lib/anchor/data-rules';
import { fenToYuan, formatAmount, formatCount } from '@/lib/format/amount';
import { formatChinaShortDateTime } from '@/lib/format/china-time';
import { href } from '@/lib/routes/hrefs';
import { BarChart } from './bar-chart';
import styles from './anchor.module.css';

function Metrics({ items }: { items: Array<[string, string]> }) {
  return (
    <dl className={styles.grid}>
      {items.map(([label, value]) => (
        <div key={label} className={styles.tile}>
          <dt>
            <span>{label}</span>
          </dt>
          <dd style={{ margin: 0 }}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** /liveDataCenter/v2: the last broadcasts of the anchor's room, totals and per broadcast. */
export function DataCenterScreen({ broadcasts }: { broadcasts: BroadcastStats[] }) {
  const total = summarise(broadcasts);
  const chronological = [...broadcasts].reverse();
  return (
    <div className={styles.screen}>
      <section className={styles.card} aria-labelledby="totals">
        <h2 id="totals">近 {total.sessions} 场汇总</h2>
        <Metrics
          items={[
            ['直播场次', `${total.sessions} 场`],
            ['总时长', `${total.minutes} 分钟`],
            ['最高并发', formatCount(total.peak)],
            ['观看人数（去重）', formatCount(total.viewers)],
            ['观看次数', formatCount(total.views)],
            ['人均观看时长', averageWatch(total.watchMinutes, total.viewers)],
            ['新增关注', formatCount(total.follows)],
            ['评论数', formatCount(total.comments)],
            ['福袋参与', formatCount(total.bagJoins)],
            ['领券数', formatCount(total.coupons)],
            ['下单数', formatCount(total.orders)],
            ['GMV（元）', formatAmount(fenToYuan(total.gmvFen))],
            ['转化率', conversionRate(total.orders, total.viewers)],
          ]}
        />
      </section>
      <section className={styles.card} aria-labelledby="trend">
        <h2 id="trend">每场观看人数</h2>
        <BarChart
          values={chronological.map((item) => ({
            label: formatChinaShortDateTime(item.startedAt).slice(0, 5),
            value: item.viewers,
          }))}
        />
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className="visually-hidden">每场数据（图表的表格版本）</caption>
            <thead>
              <tr>
                <th scope="col">场次</th>
                <th scope="col">观看人数</th>
                <th scope="col">最高并发</th>
                <th scope="col">转化率</th>
              </tr>
            </thead>
            <tbody>
              {broadcasts.map((item) => (
                <tr key={item.id}>
                  <th scope="row">
                    <Link className={styles.link} href={href('/singleBroadcastData/v2', { broadcastId: item.id })}>
                      {formatChinaShortDateTime(item.startedAt)}
                    </Link>
                  </th>
                  <td>{formatCount(item.viewers)}</td>
                  <td>{formatCount(item.peak)}</td>
                  <td>{conversionRate(item.orders, item.viewers)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </div>
  );
}

/** /singleBroadcastData/v2: one broadcast, with the funnel from viewers to orders. */
export function SingleBroadcastScreen({ broadcast: item }: { broadcast: BroadcastStats }) {
  const funnel = [
    { label: '观看', value: item.viewers },
    { label: '福袋参与', value: item.bagJoins },
    { label: '领券', value: item.coupons },
    { label: '下单', value: item.orders },
  ];
  return (
    <div className={styles.screen}>
      <section className={styles.card} aria-labelledby="broadcast-title">
        <h2 id="broadcast-title">{item.title}</h2>
        <p className={styles.muted}>{formatChinaShortDateTime(item.startedAt)} 开播</p>
        <Metrics
          items={[
            ['时长', `${item.minutes} 分钟`],
            ['最高并发', formatCount(item.peak)],
            ['观看人数（去重）', formatCount(item.viewers)],
            ['观看次数', formatCount(item.views)],
            ['人均观看时长', averageWatch(item.watchMinutes, item.viewers)],
            ['新增关注', formatCount(item.follows)],
            ['评论数', formatCount(item.comments)],
            ['GMV（元）', formatAmount(fenToYuan(item.gmvFen))],
            ['转化率', conversionRate(item.orders, item.viewers)],
          ]}
        />
      </section>
      <section className={styles.card} aria-labelledby="funnel">
        <h2 id="funnel">转化漏斗</h2>
        <BarChart values={funnel} />
        <table className={styles.table}>
          <caption className="visually-hidden">转化漏斗（图表的表格版本）</caption>
          <thead>
            <tr>
              <th scope="col">环节</th>
              <th scope="col">人数</th>
              <th scope="col">占观看</th>
            </tr>
          </thead>
          <tbody>
            {funnel.map((step) => (
              <tr key={step.label}>
                <th scope="row">{step.label}</th>
                <td>{formatCount(step.value)}</td>
                <td>{conversionRate(step.value, item.viewers)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}
