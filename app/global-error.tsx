'use client';

import { ErrorScreen } from '@/components/system/error-screen';
import './globals.css';

export default function GlobalError(props: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="zh-CN">
      <body>
        <ErrorScreen {...props} />
      </body>
    </html>
  );
}
