import { APP_NAME } from '@/lib/brand';
import { BROKER } from '@/lib/account/settings-rules';
import { BrokerHandOff } from './broker-hand-off';
import styles from './settings.module.css';

/** /BOpenAccount: who the partner is, what the user should know before opening, then the hand-off. */
export function BrokerOpenAccount() {
  return (
    <>
      <section className={styles.card} aria-labelledby="broker-title">
        <h2 id="broker-title">{BROKER.name}证券账户开户</h2>
        <div className={styles.disclosure}>
          <p>
            开户服务由{BROKER.name}提供，{APP_NAME}
            仅提供页面跳转，不经手您的身份信息、银行卡信息与资金，也不代理开户、交易或委托操作。
          </p>
          <h3>开户须知</h3>
          <ol>
            <li>需年满 18 周岁，准备本人有效二代身份证及本人一类银行卡，并完成视频或人脸核验。</li>
            <li>开户过程中的身份验证、风险测评、适当性匹配与协议签署均在券商页面完成，以券商页面展示为准。</li>
            <li>
              开户进度、账户问题请联系{BROKER.name}客服；{APP_NAME}不掌握您的证券账户信息。
            </li>
          </ol>
          <h3>风险提示</h3>
          <p>证券市场有风险，投资需谨慎。股票等证券投资可能发生本金亏损，过往业绩不代表未来表现。</p>
          <p>{APP_NAME}提供的资讯、直播与工具内容仅供参考，不构成任何投资建议或收益承诺，投资者据此操作风险自担。</p>
        </div>
      </section>
      <BrokerHandOff />
    </>
  );
}
