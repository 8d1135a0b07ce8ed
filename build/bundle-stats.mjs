// Opt-in bundle breakdown (VENUE_STATS=1 npm run build:embed): per chunk, which modules its bytes come from
// (rendered length after tree-shaking, before minification), written to dist/bundle-stats.json and summed
// by package on stdout. Finds where a chunk's bytes go; `npm run size` measures what a browser fetches.
import { writeFileSync, mkdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const packageOf = (id) => {
  const m = id.match(/node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/);
  if (m) return m[1];
  const p = id.match(/packages[\\/]([^\\/]+)[\\/]src[\\/]([^\\/]+)/);
  return p ? `@venue/${p[1]}/${p[2]}` : id.replace(/^\0/, '').split(/[\\/]/).slice(-2).join('/');
};

export function bundleStats({ file = 'dist/bundle-stats.json' } = {}) {
  return {
    name: 'venue-bundle-stats',
    generateBundle(_options, bundle) {
      const chunks = {};
      for (const [name, chunk] of Object.entries(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const byPackage = {};
        for (const [id, info] of Object.entries(chunk.modules)) {
          const key = packageOf(id);
          byPackage[key] = (byPackage[key] ?? 0) + info.renderedLength;
        }
        const byModule = Object.fromEntries(
          Object.entries(chunk.modules)
            .map(([id, info]) => [id.replace(process.cwd(), '.').slice(0, 120), info.renderedLength])
            .sort((a, b) => b[1] - a[1]),
        );
        chunks[name] = {
          byModule,
          gzip: gzipSync(chunk.code, { level: 9 }).length,
          imports: chunk.imports,
          dynamicImports: chunk.dynamicImports,
          byPackage: Object.fromEntries(Object.entries(byPackage).sort((a, b) => b[1] - a[1])),
        };
      }
      // VENUE_STATS_WHY=<regex>: the static import chain from an entry to the first module matching it.
      const why = process.env.VENUE_STATS_WHY && new RegExp(process.env.VENUE_STATS_WHY);
      if (why) {
        // Only modules whose code made it into a chunk: the chain that really keeps the target.
        const rendered = new Set();
        for (const chunk of Object.values(bundle))
          if (chunk.type === 'chunk')
            for (const [id, info] of Object.entries(chunk.modules)) if (info.renderedLength > 0) rendered.add(id);
        for (const id of this.getModuleIds())
          if (why.test(id) && rendered.has(id))
            console.log(
              `rendered ${id} <- ${this.getModuleInfo(id)
                .importers.filter((i) => rendered.has(i))
                .join(', ')}`,
            );
        const entries = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
        const from = new Map(entries.map((id) => [id, null]));
        const queue = [...entries];
        while (queue.length > 0) {
          const id = queue.shift();
          if (why.test(id)) {
            const chain = [];
            for (let at = id; at; at = from.get(at)) chain.unshift(at.replace(process.cwd(), '.'));
            console.log(`why ${why}:\n  ${chain.join('\n  ')}`);
            break;
          }
          for (const next of this.getModuleInfo(id)?.importedIds ?? []) {
            if (!from.has(next) && rendered.has(next)) {
              from.set(next, id);
              queue.push(next);
            }
          }
        }
      }
      // Code in an entry's chunks that no static import of the entry reaches (hoisted from lazy chunks).
      if (process.env.VENUE_STATS_HOISTED) {
        const reach = new Set();
        const queue = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
        while (queue.length > 0) {
          const id = queue.pop();
          if (reach.has(id)) continue;
          reach.add(id);
          queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || !(chunk.isEntry || /registry/.test(chunk.name))) continue;
          for (const [id, info] of Object.entries(chunk.modules))
            if (!reach.has(id) && info.renderedLength > 0) console.log(`hoisted ${info.renderedLength} ${id}`);
        }
      }
      mkdirSync('dist', { recursive: true });
      writeFileSync(file, JSON.stringify(chunks, null, 2) + '\n');
    },
  };
}
