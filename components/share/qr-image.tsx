'use client';

import { useEffect, useState } from 'react';

/** A QR code drawn in the browser (qrcode is loaded on demand); the text alternative names it. */
export function QrImage({ text, label, size = 400 }: { text: string; label: string; size?: number }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let active = true;
    void import('qrcode').then((QRCode) =>
      QRCode.toDataURL(text, { margin: 1, width: size, errorCorrectionLevel: 'M' }).then(
        (url) => active && setSrc(url),
      ),
    );
    return () => {
      active = false;
    };
  }, [text, size]);
  if (!src)
    return (
      <span
        role="img"
        aria-label={`${label}（生成中）`}
        style={{ display: 'inline-block', width: 'calc(360 * var(--u))', height: 'calc(360 * var(--u))' }}
      />
    );
  return (
    // eslint-disable-next-line @next/next/no-img-element -- a data: URL, nothing for next/image to optimise
    <img src={src} alt={label} width={size} height={size} style={{ width: 'calc(360 * var(--u))', height: 'auto' }} />
  );
}
