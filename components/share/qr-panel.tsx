import type { ReactNode } from 'react';
import { QrSvg } from './qr-svg';
import styles from './qr-panel.module.css';

/** A page-sized QR card, rendered on the server (works without JavaScript). */
export function QrPanel({
  title,
  description,
  text,
  label,
  steps,
  children,
}: {
  title: string;
  description: string;
  text: string;
  label: string;
  steps: string[];
  children?: ReactNode;
}) {
  return (
    <section className={styles.panel}>
      <h2 className={styles.title}>{title}</h2>
      <p className={styles.desc}>{description}</p>
      <QrSvg text={text} label={label} />
      <ol className={styles.steps}>
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      {children}
    </section>
  );
}
