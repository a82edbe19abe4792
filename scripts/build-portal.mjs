// Builds what `npm start` runs: scripts/start-portal.ts (the portal server, the embedded
// sign-in provider and the workspace packages they import) bundled by esbuild into one
// JavaScript file, dist/start-portal.mjs, run by plain `node`: no TypeScript compiler in the
// running process; the portal server alone the same way (dist/portal-server.mjs, for a
// deployment whose provider is elsewhere, and what bench:api measures); and the demo
// Gallery's photos (dist/demo-photos, see drawDemoPhotos).
// Plain JavaScript itself, so it runs before anything is built.
//
// `--outdir DIR` builds the portal server alone into DIR instead (DIR/portal-server.mjs, no
// demo photos): a test that runs its own build there is not disturbed by another suite
// rebuilding dist/ while it starts processes from it (test/two-nodes.postgres.test.ts).
//
// Two things keep the bundle behaving exactly like the sources it came from:
// - Packages from node_modules are not bundled (sharp and PGlite load native and WebAssembly
//   files next to themselves). Each import is pointed at the very file Node would have loaded
//   from the importing source file, since workspaces keep some packages in their own
//   node_modules (apps/idp/node_modules/oidc-provider) that dist/ would not find by name.
// - `import.meta.dirname` and `import.meta.url` in our sources keep naming the source file's
//   folder, so the migrations, seed files, assets and the web build are found where they are,
//   and the PGlite worker (apps/server/src/db/pglite-worker.mjs, plain JavaScript) is started
//   from its own file.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outdirArgument = process.argv.indexOf('--outdir');
const serverOnly = outdirArgument !== -1;
const outdirValue = process.argv[outdirArgument + 1];
if (serverOnly && !outdirValue) throw new Error('--outdir needs a folder');
const outdir = serverOnly ? path.resolve(outdirValue) : path.join(root, 'dist');
const WORKSPACE_SCOPE = '@cloud-portal/';
/** Marks a resolution this plugin asked esbuild for, so it does not answer it itself. */
const OWN_RESOLUTION = Symbol('own resolution');

/** A relative import specifier from dist/ to a file of the repository. */
function fromOutdir(file) {
  const relative = path.relative(outdir, file).split(path.sep).join('/');
  return relative.startsWith('.') ? relative : `./${relative}`;
}

/** @type {esbuild.Plugin} */
const packagesWhereTheyAre = {
  name: 'packages-where-they-are',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.pluginData === OWN_RESOLUTION) return undefined;
      if (args.path.startsWith('node:') || builtinModules.includes(args.path)) return { external: true };
      if (args.path.startsWith(WORKSPACE_SCOPE)) return undefined;
      const resolved = await build.resolve(args.path, {
        kind: args.kind,
        resolveDir: args.resolveDir,
        importer: args.importer,
        pluginData: OWN_RESOLUTION,
      });
      if (resolved.errors.length > 0) return { errors: resolved.errors };
      return { path: fromOutdir(resolved.path), external: true };
    });
  },
};

/** @type {esbuild.Plugin} */
const sourceLocations = {
  name: 'source-locations',
  setup(build) {
    build.onLoad({ filter: /\.ts$/ }, async (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('import.meta.')) return undefined;
      const contents = source
        .replaceAll('import.meta.dirname', `(import.meta.dirname + ${JSON.stringify(`/${fromOutdir(path.dirname(args.path))}`)})`)
        .replaceAll('import.meta.url', `new URL(${JSON.stringify(fromOutdir(args.path))}, import.meta.url).href`);
      return { contents, loader: 'ts' };
    });
  },
};

const started = Date.now();
await esbuild.build({
  absWorkingDir: root,
  entryPoints: serverOnly
    ? { 'portal-server': 'apps/server/src/main.ts' }
    : {
        'start-portal': 'scripts/start-portal.ts',
        'portal-server': 'apps/server/src/main.ts',
        'render-demo-photos': 'scripts/render-demo-photos.ts',
      },
  outdir,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  // Resolve as Node does: its conditions and package.json "main", not bundlers' "module".
  conditions: [],
  mainFields: ['main'],
  // Class and function names as in the sources (errors are told apart by name).
  keepNames: true,
  sourcemap: 'linked',
  logLevel: 'warning',
  plugins: [packagesWhereTheyAre, sourceLocations],
});
const seconds = ((Date.now() - started) / 1000).toFixed(1);
if (serverOnly) {
  console.log(`Built ${path.join(outdir, 'portal-server.mjs')} in ${seconds} s`);
} else {
  console.log(`Built dist/start-portal.mjs and dist/portal-server.mjs in ${seconds} s`);
  await drawDemoPhotos();
}

/**
 * The demo Gallery's photos, drawn once into dist/demo-photos by a process of its own (drawing
 * them in the server would leave it holding the memory sharp used). Drawn again only when
 * the drawing code changed: the folder keeps the hash of the bundle that drew it.
 */
async function drawDemoPhotos() {
  const renderer = path.join(outdir, 'render-demo-photos.mjs');
  const photosDir = path.join(outdir, 'demo-photos');
  const stamp = path.join(photosDir, 'drawn-by.sha256');
  const hash = createHash('sha256').update(await readFile(renderer)).digest('hex');
  if ((await readFile(stamp, 'utf8').catch(() => '')) === hash) return;
  const drawing = Date.now();
  const result = spawnSync(process.execPath, [renderer, photosDir], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`Drawing the demo photos failed (exit ${result.status ?? result.signal})`);
  await writeFile(stamp, hash);
  console.log(`Drew the demo photos into dist/demo-photos in ${((Date.now() - drawing) / 1000).toFixed(1)} s`);
}
