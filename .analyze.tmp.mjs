import { chromium } from '@playwright/test';
const base = process.argv[2];
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const { products } = await (await fetch(base + '/api/products')).json();
for (const path of ['/', '/products', '/product/' + products[0].id]) {
  const ctx = await b.newContext({ viewport: { width: 412, height: 823 } });
  const p = await ctx.newPage();
  const asked = [];
  p.on('request', (r) => { const u = new URL(r.url()); if (u.pathname.startsWith('/api/')) asked.push(`${((performance.now()))|0} ${r.method()} ${u.pathname}${u.search}`); });
  const t0 = performance.now();
  await p.goto(base + path, { waitUntil: 'networkidle' });
  await p.waitForTimeout(1500);
  console.log(path, '\n  ' + asked.map((a) => a.replace(/^\d+/, (n) => String(((+n - t0) | 0)).padStart(5))).join('\n  '));
  await ctx.close();
}
await b.close();
