import { groupRights } from '@/lib/member/rules';
import type { RightsMatrix } from '@/lib/member/schemas';
import styles from './member.module.css';

/** The VIP vs SVIP matrix, grouped; "—" means not included (read out as 不含). */
export function RightsMatrixTable({ matrix }: { matrix: RightsMatrix }) {
  const mark = (symbol: string, text: string) => (
    <>
      <span aria-hidden="true">{symbol}</span>
      <span className={styles.srOnly}>{text}</span>
    </>
  );
  const cell = (value: string) => (value === '—' ? mark('—', '不含') : value === '✓' ? mark('✓', '包含') : value);
  return (
    <table className={styles.table} aria-label="VIP与SVIP会员权益对比">
      <thead>
        <tr>
          <th scope="col">权益</th>
          <th scope="col">VIP</th>
          <th scope="col" className={styles.svipCell}>
            SVIP
          </th>
        </tr>
      </thead>
      {groupRights(matrix.rows).map(({ group, rows }) => (
        <tbody key={group}>
          <tr className={styles.groupRow}>
            <th scope="rowgroup" colSpan={3}>
              {group}
            </th>
          </tr>
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row">
                {row.name}
                <span className={styles.desc}>{row.description}</span>
              </th>
              <td>{cell(row.vip)}</td>
              <td className={styles.svipCell}>{cell(row.svip)}</td>
            </tr>
          ))}
        </tbody>
      ))}
    </table>
  );
}
