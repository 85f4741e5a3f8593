import { MessageCircle, Smartphone } from 'lucide-react';
import { Form } from 'react-router';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { Input, Label } from '~/components/ui/input';
import { Select } from '~/components/ui/select';
import { stacked } from '~/components/ui/stacked-table';
import { cn } from '~/lib/cn';
import { formatDateTime } from '~/lib/lagos-time';
import type { ListedMessage } from '../list.server';

/** A message as the page receives it (the loader's JSON). */
export type MessageRow = ListedMessage;

const statusTone = {
  pending: 'muted',
  sent: 'blue',
  delivered: 'green',
  read: 'green',
  failed: 'red',
  skipped: 'yellow',
} as const;

const channelLabel = { whatsapp: 'WhatsApp', sms: 'SMS', email: 'E-mail' } as const;

/** What each purpose is called on the page (a purpose not listed shows as it is stored). */
const purposeLabel: Record<string, string> = {
  'sign-in-code': 'Sign-in code',
  'entry-confirmed': 'Entry confirmed',
  'weigh-in-reminder': 'Weigh-in reminder',
  'draw-made': 'Draw made',
  'bout-soon': 'On in about 30 minutes',
  'bout-time-moved': 'Bout time moved',
  result: 'Result',
  correction: 'Correction',
  'official-assigned': 'Official assigned',
  'bootcamp-invitation': 'Bootcamp invitation',
};

/**
 * The messages to phones (issue 32), for platform admins: newest first, what each person was sent, by which
 * channel and provider, and what became of it, like a phone's inbox when the local doubles stand in for
 * WhatsApp and Termii. Filtered by number or name and channel with a plain GET form (no JavaScript needed).
 */
export function MessagesPage({
  messages,
  who,
  channel,
  doubles,
}: {
  messages: MessageRow[];
  who: string;
  channel: string;
  /** Channels answered by the local doubles (no keys set): their messages reach no real phone. */
  doubles: string[];
}) {
  return (
    <div className="space-y-10">
      <header>
        <p className="font-display text-sm font-bold tracking-[0.2em] text-gold-700 uppercase">Messages</p>
        <h2 className="text-3xl font-extrabold uppercase">What went to people’s phones</h2>
        <p className="mt-2 max-w-2xl text-ink-700">
          Entry confirmations, weigh-in reminders, draws, “on in about 30 minutes”, results and sign-in codes,
          by WhatsApp or SMS, newest first.
          {doubles.length > 0
            ? ` ${doubles.join(' and ')} ${doubles.length === 1 ? 'is' : 'are'} answered by the local double (no provider keys): what you see here is what each phone would have received.`
            : ''}
        </p>
      </header>

      <Card className="p-6 sm:p-8">
        <Form
          method="get"
          role="search"
          aria-label="Filter messages"
          className="flex flex-wrap items-end gap-4"
        >
          <div className="min-w-56 flex-1">
            <Label htmlFor="who">Number or name</Label>
            <Input
              id="who"
              name="who"
              type="search"
              defaultValue={who}
              placeholder="0803 123 4567 or Lanre"
            />
          </div>
          <div>
            <Label htmlFor="channel">Channel</Label>
            <Select
              id="channel"
              name="channel"
              defaultValue={channel}
              options={[
                { value: 'all', label: 'All channels' },
                { value: 'whatsapp', label: 'WhatsApp' },
                { value: 'sms', label: 'SMS' },
              ]}
            />
          </div>
          <Button type="submit">Show</Button>
        </Form>
      </Card>

      {messages.length === 0 ? (
        <Card className="p-6 text-ink-700">No message{who || channel !== 'all' ? ' matches' : ' yet'}.</Card>
      ) : (
        <Card className="overflow-hidden">
          <table className={cn('w-full text-left text-sm', stacked.table)}>
            <caption className="sr-only">Messages, newest first</caption>
            <thead className={cn('bg-canvas text-xs tracking-wider text-ink-600 uppercase', stacked.head)}>
              <tr>
                <th scope="col" className="px-5 py-3">
                  When
                </th>
                <th scope="col" className="px-5 py-3">
                  To
                </th>
                <th scope="col" className="px-5 py-3">
                  Message
                </th>
                <th scope="col" className="px-5 py-3">
                  Status
                </th>
              </tr>
            </thead>
            <tbody className={cn('divide-y divide-ink-900/10', stacked.body)}>
              {messages.map((m) => (
                <tr key={m.id} className={cn('align-top', stacked.row)}>
                  <td
                    data-label="When"
                    className={cn('px-5 py-3 whitespace-nowrap text-ink-700', stacked.cell)}
                  >
                    {formatDateTime(new Date(m.sentAt ?? m.createdAt))}
                  </td>
                  <td data-label="To" className={cn('px-5 py-3', stacked.cell)}>
                    <span className="block font-semibold text-ink-900">{m.recipientName}</span>
                    <span className="block font-mono text-xs text-ink-600">{m.to}</span>
                  </td>
                  <td data-label="Message" className={cn('max-w-xl px-5 py-3', stacked.cell)}>
                    <span className="flex items-center gap-1.5 text-xs font-semibold tracking-wider text-ink-600 uppercase">
                      {m.channel === 'whatsapp' ? (
                        <MessageCircle aria-hidden className="size-3.5" />
                      ) : (
                        <Smartphone aria-hidden className="size-3.5" />
                      )}
                      {channelLabel[m.channel]} · {purposeLabel[m.purpose] ?? m.purpose}
                      {m.fallbackOf ? ` · in place of #${m.fallbackOf}` : ''}
                    </span>
                    <span className="mt-1 block text-ink-900">{m.body}</span>
                  </td>
                  <td data-label="Status" className={cn('px-5 py-3', stacked.cell)}>
                    <Badge tone={statusTone[m.status]}>{m.status}</Badge>
                    {m.provider ? (
                      <span className="mt-1 block text-xs text-ink-600">{m.provider}</span>
                    ) : null}
                    {m.lastError && m.status !== 'sent' && m.status !== 'delivered' && m.status !== 'read' ? (
                      <span className="mt-1 block max-w-56 text-xs text-ink-600">{m.lastError}</span>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </Card>
      )}
    </div>
  );
}
