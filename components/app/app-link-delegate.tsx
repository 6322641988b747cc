'use client';

import { useEffect } from 'react';
import { handOffToApp, handOffUrl } from '@/lib/navigation/app-navigation';
import { withBasePath } from '@/lib/routes/hrefs';

/**
 * The URL a GET form's submission opens, as the browser builds it: the action (or the submit
 * button's formaction) with its query replaced by the form's fields, the fragment kept. Null for
 * any other method (POST, dialog), a button or form that opens another window, or a bad action.
 */
function formSubmissionUrl(form: HTMLFormElement, submitter: HTMLElement | null): string | null {
  const button = submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement ? submitter : null;
  const method = button?.hasAttribute('formmethod') ? button.formMethod : form.method;
  const target = button?.hasAttribute('formtarget') ? button.formTarget : form.target;
  if (method.toLowerCase() !== 'get' || (target && target !== '_self')) return null;
  const action = button?.hasAttribute('formaction') ? button.formAction : form.action;
  let url: URL;
  try {
    url = new URL(action || window.location.href, window.location.href);
  } catch {
    return null;
  }
  const query = new URLSearchParams();
  for (const [name, value] of new FormData(form)) query.append(name, typeof value === 'string' ? value : value.name);
  // The button that submitted the form is one of its fields when it has a name.
  if (button?.name && button.type !== 'image') query.append(button.name, button.value);
  url.search = query.toString();
  return url.href;
}

/**
 * Inside the app, plain anchors to other H5 pages (server-rendered content links, error pages'
 * 返回首页, agreement links) go the same way as the link component: to the native push (SPEC §2).
 * So do GET forms whose action is another H5 page (a stock search that opens its result page; the
 * native keyboard's confirm key submits them too): the page the browser would open is pushed
 * instead. A form that submits to its own page (a filter) stays in this webview.
 * One listener on the window, so it runs after React's and after the document's own delegates: a
 * click or submit already handled (preventDefault: the link component, the native stock detail, a
 * form's own handler) is left alone.
 */
export function AppLinkDelegate() {
  useEffect(() => {
    const webview = (appPath: string) => window.location.assign(withBasePath(appPath));
    const onClick = (event: MouseEvent) => {
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      )
        return;
      const anchor = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href]') : null;
      if (!anchor || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
      const url = handOffUrl(anchor.href, true);
      if (!url) return;
      event.preventDefault();
      handOffToApp(url, webview);
    };
    const onSubmit = (event: SubmitEvent) => {
      if (event.defaultPrevented || !(event.target instanceof HTMLFormElement)) return;
      const href = formSubmissionUrl(event.target, event.submitter);
      const url = href ? handOffUrl(href, true) : null;
      if (!url) return;
      event.preventDefault();
      handOffToApp(url, webview);
    };
    window.addEventListener('click', onClick);
    window.addEventListener('submit', onSubmit);
    return () => {
      window.removeEventListener('click', onClick);
      window.removeEventListener('submit', onSubmit);
    };
  }, []);
  return null;
}
