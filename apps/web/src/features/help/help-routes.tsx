import type { LoaderFunction, RouteObject, ShouldRevalidateFunctionArgs } from 'react-router';
import { HelpPage } from './components/help-page';
import { HELP_PAGES } from './content/help-pages';

/**
 * Jumping to a question changes only `?q=` on the same page: nothing to load again (React
 * Router re-runs loaders when the query changes otherwise).
 */
export function keepDataWhenOnlyQuestionChanges({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

/**
 * The six help pages (spec §2): public routes, outside the protected ones. `loader` is the
 * app's optional session check, so a signed-in reader keeps the header while visitors read
 * without signing in. Each page has its own element key, so moving between help pages starts
 * each one afresh.
 */
export function helpRoutes(loader?: LoaderFunction): RouteObject[] {
  return HELP_PAGES.map((page) => ({
    path: page.route,
    loader,
    shouldRevalidate: keepDataWhenOnlyQuestionChanges,
    element: <HelpPage key={page.id} page={page} />,
  }));
}
