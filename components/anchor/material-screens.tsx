import { AppLink as Link } from '@/components/ui/app-link';
import { levelsAllowedFor, PROGRAM_LEVEL_LABEL } from '@/lib/anchor/rules';
import type { AnchorProfile, Material } from '@/lib/anchor/schemas';
import { formatChinaShortDateTime } from '@/lib/format/china-time';
import { href } from '@/lib/routes/hrefs';
import { AnchorForm } from './anchor-form';
import { buttonClass } from '@/components/ui/button';
import styles from './anchor.module.css';
import { newActionId } from '@/lib/api/action-key';

/** /financialCheatsDisposition/v2: the anchor's 理财秘籍 materials. */
export function MaterialListScreen({ materials }: { materials: Material[] }) {
  return (
    <div className={styles.screen}>
      <Link className={buttonClass({ block: true, size: 'lg' })} href={href('/configureFinancialCheats/v2')}>
        新建理财秘籍
      </Link>
      {materials.length === 0 ? <p className={styles.muted}>还没有理财秘籍。</p> : null}
      <ul className={styles.list}>
        {materials.map((material) => (
          <li key={material.id} className={styles.listItem}>
            <div className={styles.row}>
              <strong>{material.title}</strong>
              <span className={material.published ? styles.badgeInfo : styles.badge}>
                {material.published ? '已发布' : '草稿'}
              </span>
            </div>
            <p className={styles.muted}>{material.summary}</p>
            <p className={styles.muted}>
              {PROGRAM_LEVEL_LABEL[material.level]} · 更新于 {formatChinaShortDateTime(material.updatedAt)}
            </p>
            <Link href={href('/configureFinancialCheats/v2', { materialId: material.id })}>编辑</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** /configureFinancialCheats/v2: write or edit one material (?materialId=). */
export function MaterialEditScreen({ anchor, material }: { anchor: AnchorProfile; material: Material | null }) {
  return (
    <div className={styles.screen}>
      <section className={styles.card}>
        <p className={styles.muted}>
          理财秘籍在直播间“秘籍”入口展示。内容须为投资者教育或市场解读；投资建议类内容仅限持证投顾发布。
        </p>
        <AnchorForm
          action={material ? `/live/anchor/materials/${material.id}` : '/live/anchor/materials'}
          actionId={newActionId()}
          fields={[
            { name: 'title', label: '标题', type: 'text', min: 4, max: 30 },
            { name: 'summary', label: '摘要', type: 'text', min: 4, max: 60 },
            { name: 'body', label: '正文', type: 'textarea', min: 20, max: 2000 },
            {
              name: 'level',
              label: '内容级别',
              type: 'select',
              options: levelsAllowedFor(anchor).map((level) => ({ value: level, label: PROGRAM_LEVEL_LABEL[level] })),
            },
            { name: 'published', label: '发布到直播间', type: 'switch' },
          ]}
          initial={{
            title: material?.title ?? '',
            summary: material?.summary ?? '',
            body: material?.body ?? '',
            level: material?.level ?? 'education',
            published: material?.published ?? false,
          }}
          submitLabel="保存"
          savedMessage="已保存"
          afterSave={{ href: href('/financialCheatsDisposition/v2') }}
        />
      </section>
    </div>
  );
}
