import type { ComponentPropsWithRef } from 'react';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'neutral' | 'text' | 'inverse' | 'inverseSecondary';
export type ButtonLook = { variant?: ButtonVariant; size?: 'sm' | 'md' | 'lg'; block?: boolean };

/** The kit's button classes, for a link that looks like a button (`<Link className={buttonClass()}>`). */
export function buttonClass(
  { variant = 'primary', size = 'md', block = false }: ButtonLook = {},
  extra?: string,
): string {
  return [styles.button, styles[variant], size === 'md' ? '' : styles[size], block ? styles.block : '', extra]
    .filter(Boolean)
    .join(' ');
}

/** A real `<button>` (type="button" unless told) in the kit's look. */
export function Button({
  variant,
  size,
  block,
  className,
  type = 'button',
  ...props
}: ButtonLook & ComponentPropsWithRef<'button'>) {
  return <button type={type} className={buttonClass({ variant, size, block }, className)} {...props} />;
}
