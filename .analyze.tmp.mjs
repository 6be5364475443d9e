import { build } from 'vite';
import { transformSync } from 'esbuild';
import { gzipSync } from 'node:zlib';
const report = {
  name: 'dump',
  generateBundle(_o, bundle) {
    const entry = Object.values(bundle).find((c) => c.type === 'chunk' && c.isEntry);
    const byFile = new Map(Object.values(bundle).map((c) => [c.fileName, c]));
    const initial = new Set();
    const pending = [entry];
    for (let c = pending.pop(); c; c = pending.pop()) {
      if (initial.has(c)) continue;
      initial.add(c);
      for (const f of c.imports) pending.push(byFile.get(f));
    }
    let real = 0;
    for (const c of initial) real += gzipSync(c.code).length;
    const agg = new Map();
    for (const c of initial)
      for (const [id, m] of Object.entries(c.modules)) {
        let key = id.replace(process.cwd() + '/', '');
        const nm = key.match(/node_modules\/((@[^/]+\/)?[^/]+)/);
        if (nm)
          key =
            nm[1].startsWith('@radix') ||
            [
              'react-remove-scroll',
              'react-remove-scroll-bar',
              'aria-hidden',
              'use-sidecar',
              'use-callback-ref',
              'react-style-singleton',
              'tslib',
            ].includes(nm[1])
              ? 'RADIX+deps'
              : 'NM ' + nm[1];
        else key = process.env.FULL ? key : key.split('/').slice(0, 4).join('/');
        agg.set(key, (agg.get(key) ?? '') + '\n' + (m.code ?? ''));
      }
    let tot = 0;
    const rows = [...agg].map(([k, code]) => {
      let min = code;
      try {
        min = transformSync(code, { minify: true, loader: 'js' }).code;
      } catch {}
      const g = gzipSync(min).length;
      tot += g;
      return [k, g];
    });
    for (const [k, v] of rows.sort((a, b) => b[1] - a[1]).slice(0, +(process.env.N ?? 30)))
      console.log(String(v).padStart(8), k);
    console.log(
      'sum-of-parts gzip',
      tot,
      'real initial JS gzip',
      real,
      [...initial].map((c) => c.fileName).join(' '),
    );
  },
};
await build({ logLevel: 'warn', build: { write: false }, plugins: [report] });
