/**
 * JS weight of a page, two ways:
 *  - html: the <script src> tags of the server HTML (noModule skipped), fetched and gzipped;
 *  - browser: every JS response Chromium downloads until network idle (lazy chunks included).
 * Sizes are zlib gzip level GZIP_LEVEL of the decoded body, so they do not depend on the server's compression.
 */
import crypto from 'node:crypto';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROME_FLAGS, CHROMIUM, GZIP_LEVEL } from './config.mjs';
import { appModules, parseModules } from './modules.mjs';

export const MOBILE_UA =
  'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

const gzipSize = (buffer) => zlib.gzipSync(buffer, { level: GZIP_LEVEL }).length;

function chunkRecord(url, body, wireBytes) {
  return {
    file: new URL(url).pathname.split('/').pop(),
    url: new URL(url).pathname,
    rawBytes: body.length,
    gzipBytes: gzipSize(body),
    wireBytes,
    sha1: crypto.createHash('sha1').update(body).digest('hex'),
    modules: parseModules(body.toString('utf8')),
  };
}

/** The initial scripts named in the HTML. */
export async function htmlScripts(pageUrl, headers = { 'user-agent': MOBILE_UA }) {
  const response = await fetch(pageUrl, { headers, redirect: 'follow' });
  const html = await response.text();
  const sources = [];
  for (const match of html.matchAll(/<script\b([^>]*)>/gi)) {
    const attrs = match[1];
    if (/\bnomodule\b/i.test(attrs)) continue;
    const src = /\bsrc=["']([^"']+)["']/i.exec(attrs)?.[1];
    if (src) sources.push(new URL(src.replace(/&amp;/g, '&'), response.url).href);
  }
  const chunks = [];
  for (const src of [...new Set(sources)]) {
    const body = Buffer.from(await (await fetch(src)).arrayBuffer());
    chunks.push(chunkRecord(src, body, null));
  }
  return {
    status: response.status,
    htmlGzipBytes: gzipSize(Buffer.from(html)),
    gzipBytes: chunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0),
    chunks,
  };
}

export async function launchBrowser() {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: CHROME_FLAGS.filter((flag) => flag !== '--headless=new'),
    headless: true,
  });
}

/** Every script the browser downloads for the page until network idle; `headers` as in htmlScripts. */
export async function browserScripts(browser, pageUrl, headers = { 'user-agent': MOBILE_UA }) {
  const { 'user-agent': userAgent = MOBILE_UA, ...extraHTTPHeaders } = headers;
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    userAgent,
    extraHTTPHeaders,
    locale: 'zh-CN',
  });
  const page = await context.newPage();
  const pending = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    const contentType = response.headers()['content-type'] ?? '';
    if (type !== 'script' && !contentType.includes('javascript')) return;
    pending.push(
      (async () => {
        const body = await response.body();
        const sizes = await response.request().sizes();
        return chunkRecord(response.url(), body, sizes.responseBodySize);
      })().catch(() => null),
    );
  });
  const started = Date.now();
  let status = null;
  let error = null;
  try {
    const response = await page.goto(pageUrl, { waitUntil: 'networkidle', timeout: 45_000 });
    status = response?.status() ?? null;
    await page.waitForTimeout(500);
  } catch (failure) {
    error = String(failure.message ?? failure).split('\n')[0];
  }
  const loadMs = Date.now() - started;
  const chunks = (await Promise.all(pending)).filter(Boolean);
  const finalUrl = page.url();
  await context.close();
  const unique = [...new Map(chunks.map((chunk) => [chunk.url, chunk])).values()];
  return {
    status,
    error,
    finalUrl,
    loadMs,
    gzipBytes: unique.reduce((sum, chunk) => sum + chunk.gzipBytes, 0),
    wireBytes: unique.reduce((sum, chunk) => sum + (chunk.wireBytes ?? 0), 0),
    chunks: unique,
  };
}

/** The app's own JS on a route: modules the floor lacks, plus unparsable chunks not byte-identical to a floor chunk. */
export function appJs(routeChunks, floorChunks) {
  const floorKeys = new Set(floorChunks.flatMap((chunk) => (chunk.modules ?? []).map((mod) => mod.key)));
  const floorHashes = new Set(floorChunks.map((chunk) => chunk.sha1));
  const modules = appModules(routeChunks, floorKeys);
  for (const chunk of routeChunks) {
    if (chunk.modules === null && !floorHashes.has(chunk.sha1)) {
      modules.push({
        chunk: chunk.file,
        rawBytes: chunk.rawBytes,
        gzipBytesEst: chunk.gzipBytes,
        files: [],
        exports: [],
        libraries: ['(chunk not parsed)'],
        antdComponents: [],
      });
    }
  }
  modules.sort((a, b) => b.gzipBytesEst - a.gzipBytesEst);
  return { gzipBytesEst: modules.reduce((sum, mod) => sum + mod.gzipBytesEst, 0), modules };
}

/** Chunk records without their parsed modules (for results.json). */
export function leanChunks(chunks) {
  return chunks.map(({ modules, ...rest }) => ({ ...rest, moduleCount: modules?.length ?? null }));
}
