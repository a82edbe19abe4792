/**
 * Some personal data lives under two content ids that must be erased together, or half of
 * it would survive an erasure the user believes complete (spec §5). The spec does not say
 * which; we pair the two notes ids and the two gallery ids (docs/decisions.md). The ids
 * are those of personal-data-categories.ts; the test checks they stay known.
 */
const NOTES_IDS = ['Hq8sD2fJ6a', 'nV5tY1gK9e'] as const;
const GALLERY_IDS = ['Vs2eK8mX3h', 'o5NbW1cY6j'] as const;

export const ERASURE_PAIRS: ReadonlyArray<readonly [string, string]> = [NOTES_IDS, GALLERY_IDS];

const PARTNER_OF: ReadonlyMap<string, string> = new Map(
  ERASURE_PAIRS.flatMap(([a, b]) => [
    [a, b],
    [b, a],
  ]),
);

export function erasurePartnerOf(id: string): string | undefined {
  return PARTNER_OF.get(id);
}

/**
 * The ids to send in an erasure request: each requested id followed by its partner, each id
 * once, in first-seen order.
 */
export function withErasurePartners(ids: readonly string[]): string[] {
  const result = new Set<string>();
  for (const id of ids) {
    result.add(id);
    const partner = PARTNER_OF.get(id);
    if (partner !== undefined) result.add(partner);
  }
  return [...result];
}
