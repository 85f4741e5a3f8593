import type { Route } from './+types/admin-dashboard.messages';
import { requireViewer } from '~/features/auth/guard.server';
import { listMessages } from '~/features/messages';
import { MessagesPage } from '~/features/messages/components/messages-page';

export const meta: Route.MetaFunction = () => [
  { title: 'Messages | Admin Dashboard | AJBXNG' },
  { name: 'robots', content: 'noindex' },
];

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

/** Messages to phones (issue 32): platform admins only; `?who=` a number or name, `?channel=` whatsapp or sms. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireViewer(request, context, ['admin']);
  const search = new URL(request.url).searchParams;
  const who = (search.get('who') ?? '').slice(0, 80);
  const asked = search.get('channel');
  const channel = asked === 'whatsapp' || asked === 'sms' ? asked : undefined;
  const notify = context.services.config.notify;
  return {
    messages: await listMessages(context.services.database.db, { who, channel, revealCodes: !notify.termii }),
    who,
    channel: channel ?? 'all',
    doubles: [...(notify.whatsapp ? [] : ['WhatsApp']), ...(notify.termii ? [] : ['SMS'])],
  };
}

export default function Messages({ loaderData }: Route.ComponentProps) {
  return <MessagesPage {...loaderData} />;
}
