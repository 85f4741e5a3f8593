import { useEffect, useRef, useState } from 'react';
import { Form, useNavigation, useRevalidator } from 'react-router';
import { FormAlert } from '~/components/forms/fields';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { Checkbox } from '~/components/ui/checkbox';
import { FieldError, Input, Label, Textarea } from '~/components/ui/input';
import { Select } from '~/components/ui/select';

/** The fan voting and media page's answer to a post, by the form's intent. */
export type LiveAnswer =
  | { ok: true; message: string; intent: string }
  | { ok: false; message: string; intent: string; fields?: Record<string, string[]> };

export function PollForm({
  choices,
  answer,
}: {
  choices: { boxers: { id: string; name: string }[]; bouts: { id: number; label: string }[] };
  answer: LiveAnswer | undefined;
}) {
  const [kind, setKind] = useState<'fan_favourite' | 'bout_of_the_day'>('fan_favourite');
  const formRef = useRef<HTMLFormElement>(null);
  // A poll opened: the form is empty again for the next one.
  useEffect(() => {
    if (answer?.ok) formRef.current?.reset();
  }, [answer]);
  const busy = useNavigation().state !== 'idle';
  const fields = answer && !answer.ok ? (answer.fields ?? {}) : {};
  const options =
    kind === 'bout_of_the_day'
      ? choices.bouts.map((b) => ({ value: `bout:${b.id}`, label: b.label }))
      : choices.boxers.map((b) => ({ value: `boxer:${b.id}`, label: b.name }));
  return (
    <Card className="p-6">
      <Form method="post" className="space-y-5" ref={formRef}>
        <input type="hidden" name="intent" value="create-poll" />
        <h4 className="text-lg font-bold uppercase">Open a poll</h4>
        {answer && !answer.ok ? <FormAlert message={answer.message} /> : null}
        <div className="grid gap-5 md:grid-cols-2">
          <div className="space-y-2">
            <Label htmlFor="poll-question">Question</Label>
            <Input
              id="poll-question"
              name="question"
              required
              minLength={5}
              maxLength={160}
              placeholder="Who is your fan favourite?"
              aria-invalid={fields.question ? true : undefined}
              aria-describedby={fields.question ? 'poll-question-error' : undefined}
            />
            <FieldError id="poll-question-error" errors={fields.question} />
          </div>
          <div className="space-y-2">
            <Label htmlFor="poll-kind">Kind</Label>
            <Select
              id="poll-kind"
              name="kind"
              value={kind}
              onChange={(e) =>
                setKind(e.target.value === 'bout_of_the_day' ? 'bout_of_the_day' : 'fan_favourite')
              }
              options={[
                { value: 'fan_favourite', label: 'Fan favourite (boxers)' },
                { value: 'bout_of_the_day', label: 'Bout of the day (bouts)' },
              ]}
            />
          </div>
        </div>
        <fieldset aria-describedby={fields.options ? 'poll-options-error' : undefined}>
          <legend className="mb-2 text-sm font-semibold text-ink-800">Options (choose at least two)</legend>
          {options.length < 2 ? (
            <p className="text-sm text-ink-700">
              {kind === 'bout_of_the_day'
                ? 'Bouts appear here once the draws have paired boxers.'
                : 'Boxers appear here once they have entered.'}
            </p>
          ) : (
            <div className="grid max-h-72 gap-2 overflow-y-auto sm:grid-cols-2">
              {options.map((o) => (
                <Checkbox
                  key={o.value}
                  id={`option-${o.value}`}
                  name="option"
                  value={o.value}
                  label={o.label}
                />
              ))}
            </div>
          )}
          <FieldError id="poll-options-error" errors={fields.options} />
        </fieldset>
        <div className="max-w-xs space-y-2">
          <Label htmlFor="poll-closes">Closes at (WAT, optional)</Label>
          <Input id="poll-closes" name="closesAt" type="datetime-local" />
          <FieldError id="poll-closes-error" errors={fields.closesAt} />
        </div>
        <Button type="submit" disabled={busy || options.length < 2}>
          Open poll
        </Button>
      </Form>
    </Card>
  );
}

/**
 * The upload goes straight to the API as the request body (no multipart form to buffer): the server
 * streams it to the store, checking its bytes and size as it comes.
 */
export function UploadForm({
  tournamentId,
  boxers,
}: {
  tournamentId: number;
  boxers: { id: string; name: string }[];
}) {
  const revalidator = useRevalidator();
  const formRef = useRef<HTMLFormElement>(null);
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  async function upload(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const file = form.get('file');
    if (!(file instanceof File) || file.size === 0) {
      setState({ busy: false, error: 'Choose a file to upload.' });
      return;
    }
    const query = new URLSearchParams({ title: String(form.get('title') ?? '') });
    const description = String(form.get('description') ?? '').trim();
    if (description) query.set('description', description);
    const boxerId = String(form.get('boxerId') ?? 'none');
    if (boxerId !== 'none') query.set('boxerId', boxerId);
    if (form.get('highlight')) query.set('highlight', 'true');
    setState({ busy: true, error: null });
    try {
      const response = await fetch(`/api/v1/tournaments/${tournamentId}/media?${query}`, {
        method: 'POST',
        headers: { 'Content-Type': file.type || 'application/octet-stream' },
        body: file,
      });
      if (!response.ok) {
        const body = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
        setState({ busy: false, error: body?.error?.message ?? 'The upload failed. Try again.' });
        return;
      }
      setState({ busy: false, error: null });
      formRef.current?.reset();
      void import('sonner').then(({ toast }) => toast.success('Uploaded.'));
      await revalidator.revalidate();
    } catch {
      setState({
        busy: false,
        error: 'The upload did not reach the server. Check the connection and try again.',
      });
    }
  }
  return (
    <Card className="p-6">
      <form ref={formRef} onSubmit={upload} className="space-y-5" aria-labelledby="upload-heading">
        <h4 id="upload-heading" className="text-lg font-bold uppercase">
          Upload a photo or clip
        </h4>
        <FormAlert message={state.error} />
        <div className="grid gap-5 md:grid-cols-2">
          <div className="space-y-2">
            <Label htmlFor="media-title">Title</Label>
            <Input id="media-title" name="title" required minLength={2} maxLength={120} />
          </div>
          <div className="space-y-2">
            <Label htmlFor="media-file">File</Label>
            <Input
              id="media-file"
              name="file"
              type="file"
              required
              accept="image/jpeg,image/png,image/webp,video/mp4,video/webm"
              aria-describedby="media-file-hint"
            />
            <p id="media-file-hint" className="text-sm text-ink-600">
              JPEG, PNG or WebP up to 5 MB; MP4 or WebM up to 50 MB.
            </p>
          </div>
          <div className="space-y-2">
            <Label htmlFor="media-description">Description (optional)</Label>
            <Textarea id="media-description" name="description" maxLength={500} rows={2} />
          </div>
          <div className="space-y-2">
            <Label htmlFor="media-boxer">Boxer (optional)</Label>
            <Select
              id="media-boxer"
              name="boxerId"
              defaultValue="none"
              options={[
                { value: 'none', label: 'No boxer' },
                ...boxers.map((b) => ({ value: b.id, label: b.name })),
              ]}
            />
          </div>
        </div>
        <Checkbox id="media-highlight" name="highlight" value="true" label="Mark as a highlight" />
        <Button type="submit" disabled={state.busy}>
          {state.busy ? 'Uploading…' : 'Upload'}
        </Button>
      </form>
    </Card>
  );
}
