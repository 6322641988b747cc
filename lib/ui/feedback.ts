'use client';

import { nativeToast } from '@/lib/bridge/calls';
import { ALERT_TITLE, LOADING_MESSAGE, TOAST_DURATION_MS, messageFor, shouldToast } from '@/lib/errors';

/**
 * Toasts (SPEC §8): a short toast of 1000 ms by default and the loading toast 加载中.... antd-mobile is
 * loaded on first use so pages that never toast don't ship it.
 */
type Widgets = {
  Toast: typeof import('antd-mobile/es/components/toast').default;
  Dialog: typeof import('antd-mobile/es/components/dialog').default;
};

let widgets: Promise<Widgets> | null = null;

function loadWidgets(): Promise<Widgets> {
  widgets ??= Promise.all([
    import('antd-mobile/es/utils/unstable-render'),
    import('react-dom/client'),
    import('antd-mobile/es/components/toast'),
    import('antd-mobile/es/components/dialog'),
  ]).then(([render, client, toast, dialog]) => {
    // React 19: without this shim antd-mobile's imperative Toast renders nothing (STACK-NOTES).
    render.unstableSetRender((node, container) => {
      const host = container as Element & { __h5Root?: ReturnType<typeof client.createRoot> };
      host.__h5Root ??= client.createRoot(container);
      host.__h5Root.render(node);
      return async () => {
        host.__h5Root?.unmount();
        delete host.__h5Root;
      };
    });
    toast.default.config({ duration: TOAST_DURATION_MS });
    return { Toast: toast.default, Dialog: dialog.default };
  });
  return widgets;
}

/** In the app the app draws the toast (SPEC §7 native toast); elsewhere, or if the app refuses, antd-mobile does. */
export async function showToast(content: string, durationMs = TOAST_DURATION_MS): Promise<void> {
  if (document.documentElement.dataset.env === 'app') {
    try {
      await nativeToast(content, durationMs);
      return;
    } catch {
      // an app without the toast call: the web toast below
    }
  }
  const { Toast } = await loadWidgets();
  Toast.show({ content, duration: durationMs });
}

/** Shows 加载中... until the returned function is called. */
export function showLoading(): () => void {
  let closed = false;
  let close = () => {};
  void loadWidgets().then(({ Toast }) => {
    if (closed) return;
    const handler = Toast.show({ icon: 'loading', content: LOADING_MESSAGE, duration: 0, maskClickable: false });
    close = () => handler.close();
  });
  return () => {
    closed = true;
    close();
  };
}

/**
 * SPEC §8: an error the user must acknowledge is an alert titled 错误 (the rest are toasts): a
 * failure that stops what the page is for (storage unavailable, 1001; the app failing, 1000).
 */
export async function showErrorAlert(message: string): Promise<void> {
  const { Dialog } = await loadWidgets();
  await Dialog.alert({ title: ALERT_TITLE, content: message, confirmText: '确定' });
}

/** The SPEC §8 rule for a failed call: toast the server message or 1004, but never for 400/401. */
export async function notifyRequestError(
  error: { code: number; message?: string; status: number },
  errorHandle = true,
) {
  if (!shouldToast(error.status, errorHandle)) return;
  await showToast(messageFor(error.code, error.message));
}
