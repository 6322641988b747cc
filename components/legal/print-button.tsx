'use client';

/** Printing is a browser feature; without JavaScript the reader uses the browser's own menu. */
export function PrintButton() {
  return (
    <button type="button" className="legal-print no-print" onClick={() => window.print()}>
      打印 / 保存为PDF
    </button>
  );
}
