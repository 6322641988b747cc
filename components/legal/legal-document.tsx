import { AppLink as Link } from '@/components/ui/app-link';
import type { LegalBlock, LegalDocument } from '@/content/legal/types';
import { formatEffectiveDate } from '@/lib/legal/dates';
import { PrintButton } from './print-button';
import styles from './legal-document.module.css';

/** Long documents get a table of contents; short notices read straight through. */
const TOC_MIN_SECTIONS = 5;

function Block({ block }: { block: LegalBlock }) {
  if (typeof block === 'string') return <p>{block}</p>;
  if ('strong' in block)
    return (
      <p className={styles.strong}>
        <strong>{block.strong}</strong>
      </p>
    );
  if ('list' in block) {
    const items = block.list.map((item) => <li key={item}>{item}</li>);
    return block.ordered ? <ol>{items}</ol> : <ul>{items}</ul>;
  }
  return (
    <div className={styles.tableWrap}>
      <table>
        <thead>
          <tr>
            {block.table.head.map((cell) => (
              <th key={cell} scope="col">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {block.table.rows.map((row, index) => (
            <tr key={index}>
              {row.map((cell, cellIndex) => (
                <td key={cellIndex}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A legal document rendered on the server: readable without JavaScript, printable, with its version. */
export function LegalDocumentView({ document }: { document: LegalDocument }) {
  const withToc = document.sections.length >= TOC_MIN_SECTIONS;
  return (
    <article className={styles.doc} data-document-id={document.id} lang="zh-CN">
      <header className={styles.head}>
        <h1>{document.title}</h1>
        <p className={styles.meta}>
          <span>{`版本：${document.version}`}</span>
          <span>
            生效日期：<time dateTime={document.effectiveDate}>{formatEffectiveDate(document.effectiveDate)}</time>
          </span>
        </p>
      </header>
      {document.preamble?.map((block, index) => (
        <Block key={`p${index}`} block={block} />
      ))}
      {withToc ? (
        <nav className={styles.toc} aria-label="目录">
          <p className={styles.tocTitle}>目录</p>
          <ol>
            {document.sections.map((section, index) => (
              <li key={section.heading}>
                <a href={`#s${index + 1}`}>{section.heading}</a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      {document.sections.map((section, index) => (
        <section
          key={section.heading}
          id={`s${index + 1}`}
          className={styles.section}
          aria-labelledby={`s${index + 1}-h`}
        >
          <h2 id={`s${index + 1}-h`}>{section.heading}</h2>
          {section.blocks.map((block, blockIndex) => (
            <Block key={blockIndex} block={block} />
          ))}
        </section>
      ))}
      {document.related?.length ? (
        <nav className={styles.related} aria-label="相关文件">
          <h2>相关文件</h2>
          <ul>
            {document.related.map((link) => (
              <li key={link.path}>
                <Link href={link.path}>{link.title}</Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <footer className={styles.foot}>
        <PrintButton />
      </footer>
    </article>
  );
}
