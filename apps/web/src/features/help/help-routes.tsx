import type { LoaderFunction, RouteObject, ShouldRevalidateFunctionArgs } from 'react-router';
import { HELP_ROUTES } from '@cloud-portal/contract/portal-routes';
import { loadArea } from '@/i18n/i18n';

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
 * without signing in. The pages and their text (the help area of the language bundle) are
 * fetched when a help page first opens, and each page's questions are read from that text's
 * shape (content/derive-help-page.ts). Each page has its own element key, so moving between
 * help pages starts each one afresh.
 */
export function helpRoutes(loader?: LoaderFunction): RouteObject[] {
  return HELP_ROUTES.map((route) => ({
    // Named, so a prerendered help page can be hydrated with its loader's answer (app/hydration.ts).
    id: `help${route}`,
    path: route,
    loader,
    shouldRevalidate: keepDataWhenOnlyQuestionChanges,
    lazy: async () => {
      const [{ HelpPage }, { loadedHelpPage }] = await Promise.all([
        import('./components/help-page'),
        import('./loaded-help-page'),
        loadArea('help'),
      ]);
      const page = loadedHelpPage(route);
      return { element: <HelpPage key={page.id} page={page} /> };
    },
  }));
}
