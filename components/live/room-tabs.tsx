'use client';

import { useState, type ReactNode } from 'react';
import styles from './live-room.module.css';

/** Tabs that keep every panel mounted, so the chat stays connected while the viewer reads programmes. */
export function RoomTabs({ tabs }: { tabs: Array<{ key: string; label: string; panel: ReactNode }> }) {
  const [active, setActive] = useState(tabs[0]?.key);
  return (
    <div className={styles.tabs}>
      <div role="tablist" className={styles.tabBar}>
        {tabs.map((tab) => (
          <button
            key={tab.key}
            type="button"
            role="tab"
            id={`tab-${tab.key}`}
            aria-selected={active === tab.key}
            aria-controls={`panel-${tab.key}`}
            className={active === tab.key ? styles.tabActive : styles.tab}
            onClick={() => setActive(tab.key)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.key}
          role="tabpanel"
          id={`panel-${tab.key}`}
          aria-labelledby={`tab-${tab.key}`}
          hidden={active !== tab.key}
          className={styles.tabPanel}
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
