'use client';

import { useEffect } from 'react';
import { readAppSettings } from '@/lib/bridge/calls';
import { parseFontSize, parseTheme } from '@/lib/bridge/native-context';
import { onNativeEvent } from '@/lib/bridge/protocol';

/**
 * Theme and font size follow the app (SPEC §4): the first page renders them from the x-app-* headers;
 * afterwards the app may answer appSettings or announce themeChange / fontSizeChange through the
 * bridge, and the <html> attributes that globals.css reads follow.
 */
function applySettings(settings: unknown) {
  const { theme, fontSize } = (settings ?? {}) as { theme?: string; fontSize?: string };
  const root = document.documentElement;
  const nextTheme = parseTheme(theme);
  const nextFont = parseFontSize(fontSize);
  if (nextTheme) {
    root.dataset.theme = nextTheme;
    root.dataset.prefersColorScheme = nextTheme;
  }
  if (nextFont) root.dataset.fontSize = nextFont;
}

export function AppSettingsSync() {
  useEffect(() => {
    readAppSettings().then(applySettings, () => undefined);
    const offTheme = onNativeEvent('themeChange', applySettings);
    const offFont = onNativeEvent('fontSizeChange', applySettings);
    return () => {
      offTheme();
      offFont();
    };
  }, []);
  return null;
}
