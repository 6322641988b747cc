'use client';

import { useEffect, useRef, useState, type InputHTMLAttributes } from 'react';
import { useNativeContext } from '@/components/app/native-context';
import { onTextUpdate, showStockKeyboard } from '@/lib/bridge/calls';
import { stockKeyboardForm, supportsTextUpdateCallbacks } from '@/lib/bridge/gates';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'defaultValue' | 'onChange' | 'readOnly'> & {
  defaultValue?: string;
  /** Controlled use: the text and its setter (the native keyboard and the web input both call it). */
  value?: string;
  onValueChange?: (text: string) => void;
};

/** Submits the input's form as the user's own submit would (requestSubmit is missing before iOS 16). */
function submitForm(input: HTMLInputElement) {
  const form = input.form;
  if (!form) return;
  if (typeof form.requestSubmit === 'function') form.requestSubmit();
  else form.querySelector<HTMLButtonElement>('button[type="submit"], button:not([type])')?.click();
}

/**
 * A stock-code input. In the app from 2.0.55 (SPEC §5) a tap opens the native stock keyboard (the
 * newer form from 2.0.57) instead of the system one; from 2.0.59 the keyboard's text-update
 * callbacks fill the input as the user types, before that the text arrives when the keyboard closes.
 * Older apps, an app that refuses the call, WeChat and browsers get the ordinary web input.
 */
export function StockCodeInput({ defaultValue = '', value, onValueChange, maxLength = 6, onFocus, ...rest }: Props) {
  const native = useNativeContext();
  const form = native.inApp ? stockKeyboardForm(native) : 'none';
  const [own, setOwn] = useState(defaultValue);
  const [refused, setRefused] = useState(false);
  const open = useRef(false);
  const unsubscribe = useRef<(() => void) | null>(null);
  const text = value ?? own;
  const set = (next: string) => {
    setOwn(next);
    onValueChange?.(next);
  };
  // The keyboard answers after later renders: it must reach the latest onValueChange.
  const setRef = useRef(set);
  useEffect(() => {
    setRef.current = set;
  });
  useEffect(() => () => unsubscribe.current?.(), []);

  const useNative = form !== 'none' && !refused;
  const openKeyboard = (input: HTMLInputElement) => {
    if (!useNative || open.current) return;
    open.current = true;
    const textUpdates = supportsTextUpdateCallbacks(native);
    if (textUpdates) unsubscribe.current = onTextUpdate((typed) => setRef.current(typed.slice(0, maxLength)));
    showStockKeyboard({ form, text, maxLength, textUpdates })
      .then(
        (result) => {
          setRef.current(result.text);
          if (result.submitted) setTimeout(() => submitForm(input), 0);
        },
        () => {
          // An app that does not answer the keyboard call: type with the system keyboard instead.
          setRefused(true);
          setTimeout(() => input.focus(), 0);
        },
      )
      .finally(() => {
        open.current = false;
        unsubscribe.current?.();
        unsubscribe.current = null;
      });
  };

  return (
    <input
      {...rest}
      maxLength={maxLength}
      value={text}
      autoComplete="off"
      inputMode={useNative ? 'none' : (rest.inputMode ?? 'numeric')}
      readOnly={useNative}
      data-native-keyboard={useNative ? form : undefined}
      onChange={(event) => set(event.target.value)}
      onFocus={(event) => {
        onFocus?.(event);
        openKeyboard(event.currentTarget);
      }}
      onClick={(event) => openKeyboard(event.currentTarget)}
    />
  );
}
