import styles from './notice-list.module.css';

/** Platform notices (/notice): a short, versioned list kept with the page; newest first. */
export const NOTICES = [
  {
    id: 'anti-fraud',
    date: '2026-11-01',
    title: '关于防范冒充本平台工作人员诈骗的风险提示',
    body: [
      '近期有不法分子冒充本平台客服、分析师或投顾人员，以“内幕消息”“保证收益”“代客理财”等名义诱导转账。',
      '本平台不会以任何形式承诺投资收益，也不会要求您向个人账户转账。所有付费服务均在 App 内的正式渠道完成。',
      '如遇可疑情况，请立即停止操作并通过 App 内「联系客服」核实。',
    ],
  },
  {
    id: 'upgrade',
    date: '2026-10-15',
    title: 'App 版本升级提示',
    body: ['为保障账号安全并使用扫码登录、自选股同步等新功能，请将 App 升级到 2.0.60 及以上版本。', '旧版本的部分功能将逐步停止服务。'],
  },
  {
    id: 'holiday',
    date: '2026-09-20',
    title: '节假日行情数据更新安排',
    body: ['交易所休市期间，龙虎榜、北向资金等数据暂停更新，页面将显示最近一个交易日的数据及其截至时间。'],
  },
];

export function NoticeList() {
  return (
    <section className={styles.list} aria-label="公告列表">
      {NOTICES.map((notice, index) => (
        <details key={notice.id} className={styles.item} open={index === 0} id={notice.id}>
          <summary className={styles.summary}>
            <span className={styles.title}>{notice.title}</span>
            <time className={styles.date} dateTime={notice.date}>
              {notice.date}
            </time>
          </summary>
          {notice.body.map((paragraph) => (
            <p key={paragraph} className={styles.body}>
              {paragraph}
            </p>
          ))}
        </details>
      ))}
    </section>
  );
}
