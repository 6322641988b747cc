import fc from 'fast-check';
import { aesKeyMaterial, decryptJson, decryptText, encryptJson, encryptText } from '@/lib/security/aes';

describe('needEncrypt999 crypto (crypto-js AES)', () => {
  it.each(['', 'hello', '手机号填写错误', '涨停🚀📈 龙虎榜 👍🏽', '𠮷野家 \u0000 \n 😀'])('round-trips %j', (text) => {
    const cipher = encryptText(text);
    if (text) expect(cipher).not.toContain(text);
    expect(decryptText(cipher)).toBe(text);
  });

  it('round-trips any unicode string', () => {
    fc.assert(fc.property(fc.string({ unit: 'grapheme' }), (text) => decryptText(encryptText(text)) === text));
  });

  it('round-trips JSON payloads with Chinese and emoji', () => {
    const payload = { event_list: [{ event_id: '页面浏览', event_attr: { emoji: '🧧', n: 1 } }] };
    expect(decryptJson(encryptJson(payload))).toEqual(payload);
  });

  it('takes key material from the environment, and another key cannot read the text', () => {
    const other = aesKeyMaterial({ H5_AES_KEY: '0123456789abcdef', H5_AES_IV: 'fedcba9876543210' });
    const cipher = encryptText('机密', other);
    expect(decryptText(cipher, other)).toBe('机密');
    expect(() => decryptText(cipher)).toThrow();
  });

  it('refuses key material of the wrong size', () => {
    expect(() => aesKeyMaterial({ H5_AES_KEY: 'short' })).toThrow(/H5_AES_KEY/);
    expect(() => aesKeyMaterial({ H5_AES_KEY: '0123456789abcdef', H5_AES_IV: 'x' })).toThrow(/H5_AES_IV/);
  });
});
