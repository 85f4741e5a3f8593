import { redirect } from 'react-router';
import type { Route } from './+types/sign-out';
import { callAuth, withCookies } from '~/features/auth/auth-api.server';

/** Signing out is a POST (from the header's account menu); a GET just goes home. */
export async function action({ request, context }: Route.ActionArgs) {
  const result = await callAuth(context, request, '/sign-out', {});
  throw redirect('/', { headers: withCookies(result.setCookies) });
}

export function loader() {
  throw redirect('/');
}
