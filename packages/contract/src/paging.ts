import Type from 'typebox';

/**
 * Paging of lists that grow without bound (a device list): the caller may ask for at most
 * `limit` entries and go on from the `nextCursor` the answer carries while more remain. A
 * list asked for without `limit` answers whole, as the spec's calls do. Pages run in a key
 * that no change moves (device id), so entries deleted or added between pages never make
 * another entry repeat or go missing.
 */
export const PAGE_LIMIT_MAX = 100;

/** An opaque position in a list, as the server answered it in `nextCursor`. */
export const PageCursor = Type.String({ pattern: '^[A-Za-z0-9_-]{1,200}$', description: 'Opaque page cursor' });

/** The optional query of a paged list. */
export const PagingQuery = {
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: PAGE_LIMIT_MAX, description: 'Entries per page' })),
  cursor: Type.Optional(PageCursor),
};

/** What a paged answer adds: where the next page starts; absent on the last page. */
export const NextCursor = Type.Optional(PageCursor);

/**
 * How much of each device a device list answers: `full` (the default) with its item lists,
 * `summary` without them, for screens that show the devices only (the home dashboard's cards).
 */
export const ListView = Type.Union([Type.Literal('full'), Type.Literal('summary')], { description: 'full (default) or summary' });
export type ListView = Type.Static<typeof ListView>;
