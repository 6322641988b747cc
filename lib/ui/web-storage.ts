'use client';

import { AppError, ErrorCode } from '@/lib/errors';

/**
 * The browser's storage with the SPEC §8 failure: when localStorage or sessionStorage refuses (a
 * private window, storage switched off, quota full) the call raises 1001 应用暂时不支持无痕模式浏览,
 * which the page shows in the 错误 alert once (alertStorageFailure).
 */
export type StorageKind = 'local' | 'session';

function area(kind: StorageKind): Storage {
  return kind === 'local' ? window.localStorage : window.sessionStorage;
}

export function readWebStorage(kind: StorageKind, key: string): string | null {
  try {
    return area(kind).getItem(key);
  } catch (cause) {
    throw new AppError(ErrorCode.Storage, undefined, { cause });
  }
}

/** Writes `value`, or removes the key when it is null. */
export function writeWebStorage(kind: StorageKind, key: string, value: string | null): void {
  try {
    if (value === null) area(kind).removeItem(key);
    else area(kind).setItem(key, value);
  } catch (cause) {
    throw new AppError(ErrorCode.Storage, undefined, { cause });
  }
}

let alerted = false;

/** Shows 1001 in the 错误 alert, once per page: the user learns why nothing is remembered. */
export function alertStorageFailure(error: unknown): void {
  if (!(error instanceof AppError) || error.code !== ErrorCode.Storage || alerted) return;
  alerted = true;
  void import('./feedback').then(({ showErrorAlert }) => showErrorAlert(error.message));
}
