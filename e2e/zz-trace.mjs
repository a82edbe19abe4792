import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { startPortalStack } from './support/global-setup.ts';
const stack = await startPortalStack({ WEB_SIGN_IN_VERIFICATION: 'always-verified' });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
try {
  const route = process.argv[2] ?? '/#/login';
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto('about:blank');
  await browser.startTracing(page, { path: '/tmp/t/trace.json', categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'loading', 'v8.execute'] });
  await page.goto(stack.portalUrl + route);
  await page.waitForSelector('html[data-app-started]', { timeout: 60000 });
  await page.waitForTimeout(3000);
  await browser.stopTracing();
  const { traceEvents } = JSON.parse(readFileSync('/tmp/t/trace.json', 'utf8'));
  const nav = traceEvents.find((e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL?.startsWith('http'));
  const t0 = nav?.ts ?? Math.min(...traceEvents.filter((e) => e.ts).map((e) => e.ts));
  const main = traceEvents.filter((e) => e.name === 'RunTask' && e.dur > 30000);
  const marks = traceEvents.filter((e) => ['firstContentfulPaint', 'largestContentfulPaint::Candidate', 'firstPaint'].includes(e.name));
  console.log(marks.map((m) => `${m.name} ${((m.ts - t0) / 1000).toFixed(0)}`).join('\n'));
  for (const task of main) {
    const inner = traceEvents.filter((e) => e.pid === task.pid && e.tid === task.tid && e.ts >= task.ts && e.ts < task.ts + task.dur && e.dur && e.name !== 'RunTask');
    const byName = new Map();
    for (const e of inner) { const k = e.name + (e.args?.data?.url ? ' ' + e.args.data.url.replace(/.*\//, '') : ''); byName.set(k, Math.max(byName.get(k) ?? 0, e.dur)); }
    console.log(`task @${((task.ts - t0) / 1000).toFixed(0)}ms ${(task.dur / 1000).toFixed(0)}ms:`, [...byName].sort((a, b) => b[1] - a[1]).slice(0, 6).map(([k, v]) => `${k}=${(v / 1000).toFixed(0)}`).join(', '));
  }
} finally { await browser.close(); await stack.stop(); }
