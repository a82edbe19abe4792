import { chromium } from '@playwright/test';
import { startPortalStack } from './support/global-setup.ts';
const stack = await startPortalStack({ WEB_SIGN_IN_VERIFICATION: 'always-verified' });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
try {
  for (const route of (process.argv[2] ?? '/#/login').split(',')) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto(stack.portalUrl + route);
    await page.waitForSelector('html[data-app-started]');
    await page.waitForTimeout(1500);
    const { profile } = await cdp.send('Profiler.stop');
    const self = new Map();
    const byId = new Map(profile.nodes.map((n) => [n.id, n]));
    const dt = profile.timeDeltas; let i = 0;
    for (const s of profile.samples) { const n = byId.get(s); const key = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.replace(/.*\//, '')}:${n.callFrame.lineNumber}`; self.set(key, (self.get(key) ?? 0) + (dt[i++] ?? 0)); }
    const byUrl = new Map();
    for (const [k, v] of self) { const u = k.split(' ')[1].split(':')[0]; byUrl.set(u, (byUrl.get(u) ?? 0) + v); }
    console.log('==', route);
    console.log([...byUrl].sort((a, b) => b[1] - a[1]).slice(0, 12).map(([k, v]) => `${(v / 1000).toFixed(0)}ms ${k}`).join('\n'));
    console.log([...self].sort((a, b) => b[1] - a[1]).slice(0, 25).map(([k, v]) => `${(v / 1000).toFixed(1)}ms ${k}`).join('\n'));
    await context.close();
  }
} finally { await browser.close(); await stack.stop(); }
