/**
 * The notify port (issue 32 item 3, decision 0035): one call that puts a message on a person's phone, by
 * WhatsApp (a Business Cloud API template) or SMS (Termii's DND-safe route). Each adapter answers with the
 * provider's id of the message, or throws a NotifyError that says whether trying again later may help.
 * Keys live in the adapter's closure: never in an error's text, a log line or a page.
 */
export type NotifyChannel = 'whatsapp' | 'sms';

export type Notification = {
  channel: NotifyChannel;
  /** E.164 (`+2348031234567`). */
  to: string;
  /** The WhatsApp template's name and its body parameters, in order. */
  template: string;
  params: readonly string[];
  /** The text itself: what an SMS carries. */
  body: string;
};

export type SentNotification = {
  /** 'whatsapp-cloud', 'termii', or a double's name. */
  provider: string;
  providerMessageId: string;
};

export class NotifyError extends Error {
  constructor(
    message: string,
    /** True for an outage (network, timeout, 429, 5xx): the worker tries again later. */
    public readonly retryable: boolean,
    public readonly provider: string,
  ) {
    super(message);
    this.name = 'NotifyError';
  }
}

export type Notifier = {
  send: (notification: Notification) => Promise<SentNotification>;
};

/** How long one provider call may take before it counts as an outage. */
export const NOTIFY_TIMEOUT_MS = 10_000;

/**
 * POSTs JSON with a timeout and reads the JSON answer; network failures, timeouts, 429 and 5xx are
 * retryable, other 4xx are refusals. The provider's own words are kept (cut short), never the request.
 */
export async function postJson(
  provider: string,
  url: string,
  body: unknown,
  headers: Record<string, string>,
  timeoutMs: number,
  /** The keys this call carries: cut out of the provider's words, should it echo one back. */
  secrets: readonly string[] = [],
): Promise<Record<string, unknown>> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const timedOut = (error as Error).name === 'TimeoutError';
    throw new NotifyError(
      timedOut ? `${provider} did not answer within ${timeoutMs} ms` : `${provider} cannot be reached`,
      true,
      provider,
    );
  }
  const text = await response.text().catch(() => '');
  let json: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object') json = parsed as Record<string, unknown>;
  } catch {
    // Not JSON: the status says enough.
  }
  if (!response.ok) {
    const retryable = response.status === 429 || response.status >= 500;
    throw new NotifyError(
      `${provider} answered ${response.status}: ${secrets.reduce((words, secret) => (secret ? words.split(secret).join('[key]') : words), providerWords(json, text))}`,
      retryable,
      provider,
    );
  }
  return json;
}

function providerWords(json: Record<string, unknown>, text: string): string {
  const error = json.error as { message?: unknown } | undefined;
  const said =
    typeof error?.message === 'string'
      ? error.message
      : typeof json.message === 'string'
        ? json.message
        : text;
  return said.slice(0, 200) || 'no reason given';
}
