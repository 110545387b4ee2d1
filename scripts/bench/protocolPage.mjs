// Pages driven over the DevTools protocol alone, with V8's inspector left off (decision 076).
// Playwright and Lighthouse enable the protocol's Runtime domain, and with it V8 captures a
// detailed stack for every Error made, which needs the source positions of every function on the
// stack: React makes five Errors as its module is evaluated, and collecting the positions of that
// module's function costs 50–60 ms at a phone's speed that a phone never pays. Here no domain but
// Page, Network, Emulation and Input is enabled; Runtime.evaluate, which enables nothing, reads
// the page.
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import WebSocket from 'ws';
import { launchChromium, startSite } from './site.mjs';

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The middle value (the lower of the two middle ones for an even count). */
export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};

/** Debian's chromium (./site.mjs) and a protocol connection to it. */
export async function openBrowser() {
  const chrome = await launchChromium();
  const version = await fetch(`http://127.0.0.1:${chrome.port}/json/version`);
  const socket = new WebSocket((await version.json()).webSocketDebuggerUrl);
  await once(socket, 'open');
  let lastId = 0;
  const pending = new Map();
  const listeners = new Set();
  socket.on('message', (data) => {
    const message = JSON.parse(String(data));
    const call = pending.get(message.id);
    if (!call) return listeners.forEach((listener) => listener(message));
    pending.delete(message.id);
    if (message.error) call.reject(new Error(`${call.method}: ${message.error.message}`));
    else call.resolve(message.result);
  });
  const send = (method, params = {}, sessionId = undefined) =>
    new Promise((resolve, reject) => {
      lastId += 1;
      pending.set(lastId, { method, resolve, reject });
      socket.send(JSON.stringify({ id: lastId, method, params, sessionId }));
    });

  /** A page in a context of its own (no cache, no storage shared with the last one). */
  async function newPage() {
    const { browserContextId } = await send('Target.createBrowserContext');
    const { targetId } = await send('Target.createTarget', {
      url: 'about:blank',
      browserContextId,
    });
    const { sessionId } = await send('Target.attachToTarget', { targetId, flatten: true });
    const inPage = (method, params) => send(method, params, sessionId);
    /** The next event `method` of this page. */
    const nextEvent = (method) =>
      new Promise((resolve) => {
        const listener = (message) => {
          if (message.sessionId !== sessionId || message.method !== method) return;
          listeners.delete(listener);
          resolve(message.params);
        };
        listeners.add(listener);
      });
    /** The value of `expression` in the page, awaited (undefined while the page is replaced). */
    const evaluate = async (expression) => {
      const answer = await inPage('Runtime.evaluate', {
        expression,
        returnByValue: true,
        awaitPromise: true,
      }).catch(() => undefined);
      return answer && !answer.exceptionDetails ? answer.result.value : undefined;
    };
    /** Polls `expression` every 10 ms until it is truthy; its value. */
    const waitFor = async (expression, what, timeoutMs = 60_000) => {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const value = await evaluate(expression);
        if (value) return value;
        if (Date.now() > until) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
        await sleep(10);
      }
    };
    /** A finger down and up at (x, y), as Playwright's tap sends it. */
    const tap = async ({ x, y }) => {
      await inPage('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
      await inPage('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    };
    const close = () => send('Target.disposeBrowserContext', { browserContextId });
    return { send: inPage, nextEvent, evaluate, waitFor, tap, close };
  }

  return {
    newPage,
    async close() {
      socket.close();
      await chrome.kill();
    },
  };
}

/** Makes `page` a low-cost phone's: a 360 × 740 touch screen at 2×, its CPU slowed `slowdown`×. */
export async function asPhone(page, slowdown) {
  await page.send('Page.enable');
  await page.send('Emulation.setDeviceMetricsOverride', {
    width: 360,
    height: 740,
    deviceScaleFactor: 2,
    mobile: true,
  });
  await page.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 });
  await page.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
}

/**
 * The real server on `port` with a fresh embedded database, and a browser: `pagePaths` visited
 * once unmeasured (a first start draws the demo pictures' copies on demand), then the host's
 * benchmarkIndex measured as Lighthouse measures it (the median of three, printed), then
 * `measure(browser, siteUrl, benchmarkIndex)`; everything stopped and removed afterwards.
 */
export async function benchmarkOnSite({ port, pagePaths }, measure) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wat-phone-'));
  const site = startSite(port, dataDir);
  let browser;
  try {
    await site.ready();
    browser = await openBrowser();
    const probe = await browser.newPage();
    for (const pagePath of pagePaths) {
      await probe.send('Page.navigate', { url: site.url + pagePath });
      const there = `location.pathname === ${JSON.stringify(pagePath)}`;
      await probe.waitFor(`${there} && document.readyState === 'complete'`, pagePath);
    }
    const indexes = [];
    for (let i = 0; i < 3; i++)
      indexes.push(await probe.evaluate(`(${pageFunctions.computeBenchmarkIndex})()`));
    await probe.close();
    const benchmarkIndex = Math.round(median(indexes));
    console.log(`benchmarkIndex ${benchmarkIndex}, load ${os.loadavg()[0].toFixed(2)}`);
    await measure(browser, site.url, benchmarkIndex);
  } finally {
    await browser?.close();
    await site.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
