// Checks that every TypeScript project lists, in its `references`, each project that reaches it
// (the whole chain, not only the projects it imports): a warm `tsc -b` rechecks a project only
// when a project it references directly has changed, so a change two steps away that leaves the
// middle project's declarations alone would go unchecked (docs/decisions.md, "tsc -b").
// Part of `npm run lint`.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A project's tsconfig file from a reference's path (a folder or a file). */
function configFileOf(referencePath) {
  return ts.sys.directoryExists(referencePath) ? path.join(referencePath, 'tsconfig.json') : referencePath;
}

/** The tsconfig files a project references directly. */
function referencesOf(configFile) {
  const { config, error } = ts.readConfigFile(configFile, ts.sys.readFile);
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, '\n'));
  return (config.references ?? []).map(({ path: reference }) => configFileOf(path.resolve(path.dirname(configFile), reference)));
}

/** Every project a project reaches through its references, however far. */
function reachedFrom(configFile, seen = new Set()) {
  for (const reference of referencesOf(configFile)) {
    if (seen.has(reference)) continue;
    seen.add(reference);
    reachedFrom(reference, seen);
  }
  return seen;
}

const name = (configFile) => path.relative(root, configFile);
const problems = [];
for (const project of referencesOf(path.join(root, 'tsconfig.json'))) {
  const direct = new Set(referencesOf(project));
  for (const reached of reachedFrom(project)) {
    if (!direct.has(reached)) problems.push(`${name(project)} reaches ${name(reached)} but does not list it in "references"`);
  }
}
if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
