/**
 * Device pictures are costly to fetch and never change for a model, so the portal asks only
 * for models it has not cached yet, each once (spec §5). Blank models are skipped: there is
 * nothing to look up. Order of first appearance is kept.
 */
export function modelsToFetch(
  models: Iterable<string | null | undefined>,
  cachedModels: Iterable<string>,
): string[] {
  const known = new Set(cachedModels);
  const result: string[] = [];
  for (const raw of models) {
    const model = raw?.trim();
    if (!model || known.has(model)) continue;
    known.add(model);
    result.push(model);
  }
  return result;
}
