import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { SignInPage } from '../app/sign-in-page';

const signInSearchSchema = z.object({
  error: z.string().max(40).optional().catch(undefined),
  signedOut: z.literal('1').optional().catch(undefined),
  returnTo: z.string().max(2000).optional().catch(undefined),
});

export const Route = createFileRoute('/sign-in')({
  validateSearch: signInSearchSchema,
  component: function SignInRoute() {
    return <SignInPage {...Route.useSearch()} />;
  },
});
