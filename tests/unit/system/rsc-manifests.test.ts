import vm from 'node:vm';
import { parseClientReferenceManifest } from '@/runtime/rsc-manifests.mjs';

/** runtime/rsc-manifests.mjs: Next's route manifests are read without a V8 realm each; other scripts are not touched. */
const manifestScript = (route: string, body: object) =>
  `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\nglobalThis.__RSC_MANIFEST[${JSON.stringify(route)}] = ${JSON.stringify(body)};\n`;
const body = {
  moduleLoading: { prefix: '' },
  clientModules: { '[project]/a.js': { id: 1, name: '*', chunks: ['/h5/_next/static/chunks/a.js'] } },
  entryJSFiles: { '[project]/app/(x)/page': ['static/chunks/a.js'] },
};

describe('client-reference manifests without a realm each', () => {
  it('give Next the same manifest as a new context would, as objects of this realm', () => {
    const script = manifestScript('/(market)/lhb/page', body);
    const read: Record<string, unknown> = { process: { env: {} } };
    vm.runInNewContext(script, read);
    const realm = vm.createContext({ process: { env: {} } });
    vm.runInContext(script, realm);
    expect(read.__RSC_MANIFEST).toEqual(JSON.parse(JSON.stringify(realm.__RSC_MANIFEST)));
    expect(vm.isContext(read)).toBe(false);
    // An object made in another realm has that realm's Object.prototype: this one is ours.
    expect(Object.getPrototypeOf(read.__RSC_MANIFEST)).toBe(Object.prototype);
  });

  it('leave every other script to a real new context', () => {
    const sandbox: Record<string, unknown> = {};
    expect(vm.runInNewContext('globalThis.x = 1; Object', sandbox)).not.toBe(Object);
    expect(sandbox.x).toBe(1);
    expect(vm.isContext(sandbox)).toBe(true);
  });

  it('read only the exact two-statement shape (anything more is evaluated for real)', () => {
    expect(parseClientReferenceManifest(manifestScript('/a/page', body))).toEqual({ '/a/page': body });
    expect(parseClientReferenceManifest(`${manifestScript('/a/page', body)}globalThis.extra = 1;\n`)).toBeNull();
    expect(
      parseClientReferenceManifest(
        'globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\nglobalThis.__RSC_MANIFEST["/a"] = {bad json};\n',
      ),
    ).toBeNull();
    expect(parseClientReferenceManifest('module.exports = {}')).toBeNull();
  });
});
