import CryptoJS from 'crypto-js';

/**
 * Symmetric encryption of `needEncrypt999` traffic (SPEC §7: key material not shown). AES-128-CBC,
 * PKCS#7, base64 ciphertext; key and IV from H5_AES_KEY / H5_AES_IV (16 characters each). The
 * defaults are for development and the local upstream only. Shared by the BFF and the local upstream,
 * so it must not import server-only modules.
 */
const DEV_KEY = 'h5-dev-aes-key!!';
const DEV_IV = 'h5-dev-aes-iv-16';

export interface AesKeyMaterial {
  key: string;
  iv: string;
}

export function aesKeyMaterial(env: Record<string, string | undefined> = process.env): AesKeyMaterial {
  const key = env.H5_AES_KEY || DEV_KEY;
  const iv = env.H5_AES_IV || DEV_IV;
  if (key.length !== 16 && key.length !== 24 && key.length !== 32)
    throw new Error('H5_AES_KEY must be 16, 24 or 32 characters');
  if (iv.length !== 16) throw new Error('H5_AES_IV must be 16 characters');
  return { key, iv };
}

export function encryptText(plain: string, material: AesKeyMaterial = aesKeyMaterial()): string {
  return CryptoJS.AES.encrypt(CryptoJS.enc.Utf8.parse(plain), CryptoJS.enc.Utf8.parse(material.key), {
    iv: CryptoJS.enc.Utf8.parse(material.iv),
    mode: CryptoJS.mode.CBC,
    padding: CryptoJS.pad.Pkcs7,
  }).toString();
}

/** Throws on a wrong key or a damaged ciphertext (never returns garbage silently). */
export function decryptText(cipher: string, material: AesKeyMaterial = aesKeyMaterial()): string {
  const bytes = CryptoJS.AES.decrypt(cipher, CryptoJS.enc.Utf8.parse(material.key), {
    iv: CryptoJS.enc.Utf8.parse(material.iv),
    mode: CryptoJS.mode.CBC,
    padding: CryptoJS.pad.Pkcs7,
  });
  // A wrong key shows as broken padding (negative length) or as bytes that are not UTF-8 (throws).
  if (bytes.sigBytes < 0) throw new Error('decryption failed');
  return bytes.toString(CryptoJS.enc.Utf8);
}

export function encryptJson(value: unknown, material?: AesKeyMaterial): string {
  return encryptText(JSON.stringify(value), material);
}

export function decryptJson<T = unknown>(cipher: string, material?: AesKeyMaterial): T {
  return JSON.parse(decryptText(cipher, material)) as T;
}
