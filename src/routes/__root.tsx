import { useQuery, type QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, redirect, useLocation } from '@tanstack/react-router';
import { AppLayout } from '../app/app-layout';
import { isShownTo, palettePages } from '../app/nav-items';
import { PublicLayout } from '../app/public-layout';
import { NotFoundState } from '../components/page-states';
import { CommandPaletteOnDemand } from '../features/command-palette/components/command-palette-on-demand';
import { sessionQueryOptions } from '../lib/session-api';
import { isSessionEnded, signInUrl } from '../lib/session-ended';

export interface RouterContext {
  queryClient: QueryClient;
}

/** Pages anyone may open: the sign-in page explains failures before there is a session. */
const publicPaths = new Set(['/sign-in']);

export const Route = createRootRouteWithContext<RouterContext>()({
  // Everything else needs a signed-in person; without one the browser leaves for sign-in
  // before any page asks the API for data.
  beforeLoad: async ({ context, location }) => {
    if (publicPaths.has(location.pathname)) return;
    try {
      await context.queryClient.query({ ...sessionQueryOptions, staleTime: 'static' });
    } catch (error) {
      if (!isSessionEnded(error)) throw error;
      const returnTo = `${location.pathname}${location.searchStr}`;
      const reason = error.error === 'session-expired' ? 'expired' : 'none';
      // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's redirect is thrown
      throw redirect({ href: signInUrl(reason, returnTo), reloadDocument: true });
    }
  },
  component: function Root() {
    const isPublic = publicPaths.has(useLocation({ select: (location) => location.pathname }));
    // Not asked on a public page: nobody is signed in there, and a refusal would send the
    // browser to sign in.
    const session = useQuery({ ...sessionQueryOptions, enabled: !isPublic });
    const held = session.data?.person.roles ?? [];
    return isPublic ? (
      <PublicLayout />
    ) : (
      <>
        <AppLayout />
        <CommandPaletteOnDemand pages={palettePages.filter((page) => isShownTo(page, held))} />
      </>
    );
  },
  notFoundComponent: () => <NotFoundState />,
});
