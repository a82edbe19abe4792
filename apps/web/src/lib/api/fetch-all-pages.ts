import type { PAGE_LIMIT_MAX } from '@cloud-portal/contract/paging';
import type { CloudCall, CloudCallError } from './cloud-api';

/** The base query an RTK Query `queryFn` is handed (cloud-api.ts): one call, its data or its error. */
type CloudBaseQuery = (call: CloudCall) => PromiseLike<{ data?: unknown; error?: unknown }> | { data?: unknown; error?: unknown };

/** Entries per page of a paged list: the most the contract allows, so most accounts need one call. */
export const PAGE_SIZE: typeof PAGE_LIMIT_MAX = 100;

/** The query string of one page: the list's own parameters, the page size and where it starts. */
export function pageQuery(parameters: Readonly<Record<string, string>>, cursor: string | undefined): string {
  return new URLSearchParams({ ...parameters, limit: String(PAGE_SIZE), ...(cursor !== undefined && { cursor }) }).toString();
}

/**
 * Every page of a paged list (contract paging.ts), one call after another until an answer
 * carries no `nextCursor`; the first failure fails the whole load. Answers the pages in order.
 */
export async function fetchAllPages<Page extends { nextCursor?: string }>(
  baseQuery: CloudBaseQuery,
  pathOf: (cursor: string | undefined) => string,
): Promise<{ data: Page[] } | { error: CloudCallError }> {
  const pages: Page[] = [];
  let cursor: string | undefined;
  do {
    const result = await baseQuery({ method: 'GET', path: pathOf(cursor) });
    if (result.error !== undefined) return { error: result.error as CloudCallError };
    const page = result.data as Page;
    pages.push(page);
    cursor = page.nextCursor;
  } while (cursor !== undefined);
  return { data: pages };
}
