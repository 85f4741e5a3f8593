import { ImagePlus } from 'lucide-react';
import { useId, useState } from 'react';
import type { KeyboardEvent, MouseEvent } from 'react';
import { Form, useActionData, useNavigation } from 'react-router';
import { Button } from '~/components/ui/button';
import { FieldError, Input, Label, Textarea } from '~/components/ui/input';
import type { LibraryItem } from '../library.server';
import { MAX_SITE_IMAGE_BYTES, MAX_SITE_VIDEO_BYTES, siteImageTypes, siteVideoTypes } from '../limits';
import type { SiteSlot } from '../slots';

/** What the page's action answers: done, or a refusal with its reasons per field. */
type Answer =
  | { status: 'done'; message: string; intent: string; mediaId: number | null }
  | {
      status: 'invalid';
      intent?: string;
      fieldErrors: Record<string, string[]>;
      formError?: string;
      values: Record<string, string | string[]>;
    };

const accept = [...siteImageTypes, ...siteVideoTypes].join(',');
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(bytes < 1024 * 1024 ? 2 : 1)} MB`;

/**
 * The admin's site media library (issue 30 item 7): upload a photo or a film with its alt text, set each
 * photo's focal point, and choose what each place on the site shows. Plain forms: everything works before
 * (or without) the page's script; with it, a click on a photo sets its focal point.
 */
export function SiteMediaPage({
  library,
  assigned,
  slots,
}: {
  library: LibraryItem[];
  assigned: Record<string, number>;
  slots: SiteSlot[];
}) {
  const answer = useActionData() as Answer | undefined;
  return (
    <div className="space-y-10">
      <header>
        <h2 className="font-display text-3xl font-extrabold uppercase">Site media</h2>
        <p className="mt-1 max-w-3xl text-ink-600">
          The academy’s own photography and film. Upload a photo once: the site makes AVIF and WebP copies at
          phone, tablet and desktop widths. Then choose where it shows. A place with nothing chosen shows the
          brand’s drawn art.
        </p>
        <p role="status" aria-live="polite" className="mt-3 text-sm font-semibold text-gold-700">
          {answer?.status === 'done' ? answer.message : ''}
        </p>
      </header>
      <UploadForm answer={answer?.intent === 'upload' ? answer : undefined} />
      <SlotList library={library} assigned={assigned} slots={slots} answer={answer} />
      <section aria-labelledby="library-title">
        <h3 id="library-title" className="font-display text-2xl font-extrabold uppercase">
          Library <span className="text-ink-400">({library.length})</span>
        </h3>
        {library.length === 0 ? (
          <p className="mt-3 text-ink-600">
            Nothing uploaded yet: every place on the site shows the drawn art.
          </p>
        ) : (
          <ul className="mt-4 grid gap-6 md:grid-cols-2 xl:grid-cols-3">
            {library.map((item) => (
              <li key={item.id}>
                <LibraryCard item={item} answer={answer} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function UploadForm({ answer }: { answer: Answer | undefined }) {
  const id = useId();
  const navigation = useNavigation();
  const [tooLarge, setTooLarge] = useState<string | null>(null);
  const failure = answer?.status === 'invalid' ? answer : undefined;
  const errors = (name: string) => failure?.fieldErrors[name];
  const value = (name: string) => {
    const v = failure?.values[name];
    return typeof v === 'string' ? v : '';
  };
  const sending = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'upload';
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-ink-900/10"
    >
      <h3
        id={`${id}-title`}
        className="flex items-center gap-2 font-display text-2xl font-extrabold uppercase"
      >
        <ImagePlus aria-hidden className="size-6 text-gold-600" />
        Upload
      </h3>
      <Form
        method="post"
        encType="multipart/form-data"
        className="mt-4 grid gap-4 md:grid-cols-2"
        onSubmit={(event) => {
          if (tooLarge) event.preventDefault();
        }}
      >
        <input type="hidden" name="intent" value="upload" />
        <div className="md:col-span-2">
          <Label htmlFor={`${id}-file`}>Photo or film</Label>
          <Input
            id={`${id}-file`}
            name="file"
            type="file"
            accept={accept}
            required
            aria-invalid={Boolean(errors('file') || tooLarge)}
            aria-describedby={`${id}-file-hint ${id}-file-error`}
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              const max = file?.type.startsWith('video/') ? MAX_SITE_VIDEO_BYTES : MAX_SITE_IMAGE_BYTES;
              setTooLarge(
                file && file.size > max
                  ? `This file is ${megabytes(file.size)}: at most ${megabytes(max)} for a ${file.type.startsWith('video/') ? 'film' : 'photo'}.`
                  : null,
              );
            }}
          />
          <p id={`${id}-file-hint`} className="mt-1.5 text-sm text-ink-500">
            A JPEG, PNG, WebP or AVIF photo up to 15 MB (at least 1,600 px wide for a hero), or an MP4 or WebM
            film up to 50 MB.
          </p>
          <FieldError id={`${id}-file-error`} errors={tooLarge ? [tooLarge] : errors('file')} />
        </div>
        <div>
          <Label htmlFor={`${id}-title-input`}>Title</Label>
          <Input
            id={`${id}-title-input`}
            name="title"
            required
            maxLength={120}
            defaultValue={value('title')}
            aria-invalid={Boolean(errors('title'))}
            aria-describedby={`${id}-title-error`}
            placeholder="Heavy bag, Lagos gym"
          />
          <FieldError id={`${id}-title-error`} errors={errors('title')} />
        </div>
        <div>
          <Label htmlFor={`${id}-alt`}>Alt text (required)</Label>
          <Textarea
            id={`${id}-alt`}
            name="altText"
            required
            maxLength={300}
            className="min-h-20"
            defaultValue={value('altText')}
            aria-invalid={Boolean(errors('altText'))}
            aria-describedby={`${id}-alt-hint ${id}-alt-error`}
          />
          <p id={`${id}-alt-hint`} className="mt-1.5 text-sm text-ink-500">
            What it shows, for people who cannot see it: “A boxer on the heavy bag in the Lagos gym”.
          </p>
          <FieldError id={`${id}-alt-error`} errors={errors('altText')} />
        </div>
        {failure?.formError ? (
          <p role="alert" className="text-sm font-semibold text-corner-600 md:col-span-2">
            {failure.formError}
          </p>
        ) : null}
        <div className="md:col-span-2">
          <Button type="submit" disabled={sending}>
            {sending ? 'Uploading and making renditions…' : 'Upload'}
          </Button>
        </div>
      </Form>
    </section>
  );
}

function SlotList({
  library,
  assigned,
  slots,
  answer,
}: {
  library: LibraryItem[];
  assigned: Record<string, number>;
  slots: SiteSlot[];
  answer: Answer | undefined;
}) {
  const failure = answer?.status === 'invalid' && answer.intent === 'assign' ? answer : undefined;
  return (
    <section aria-labelledby="slots-title">
      <h3 id="slots-title" className="font-display text-2xl font-extrabold uppercase">
        Where each shows
      </h3>
      {failure?.formError ? (
        <p role="alert" className="mt-2 text-sm font-semibold text-corner-600">
          {failure.formError}
        </p>
      ) : null}
      <ul className="mt-4 divide-y divide-ink-900/10 rounded-2xl bg-white shadow-sm ring-1 ring-ink-900/10">
        {slots.map((slot) => {
          const choices = library.filter((item) => item.kind === slot.kind);
          const current = assigned[slot.slot];
          const selectId = `slot-${slot.slot}`;
          return (
            <li key={slot.slot}>
              <Form method="post" className="flex flex-wrap items-center gap-3 px-4 py-3">
                <input type="hidden" name="intent" value="assign" />
                <input type="hidden" name="slot" value={slot.slot} />
                <label htmlFor={selectId} className="min-w-56 flex-1">
                  <span className="block font-semibold text-ink-900">{slot.label}</span>
                  <span className="block text-sm text-ink-500">
                    {slot.page} · {slot.kind === 'video' ? 'a film' : 'a photo'}
                  </span>
                </label>
                <select
                  id={selectId}
                  name="mediaId"
                  defaultValue={current ? String(current) : ''}
                  className="min-w-56 rounded-md border border-ink-900/20 bg-white px-3 py-2 text-sm"
                >
                  <option value="">
                    {slot.kind === 'video' ? 'No film (“coming soon”)' : 'Drawn art (no photo)'}
                  </option>
                  {choices.map((item) => (
                    <option key={item.id} value={item.id}>
                      {item.title}
                    </option>
                  ))}
                </select>
                <Button type="submit" size="sm" variant="outline" aria-label={`Save ${slot.label}`}>
                  Save
                </Button>
              </Form>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function LibraryCard({ item, answer }: { item: LibraryItem; answer: Answer | undefined }) {
  const mine = answer?.status === 'invalid' && answer.values.mediaId === String(item.id) ? answer : undefined;
  const widths = [...new Set(item.renditions.map((r) => r.width))].sort((a, b) => a - b);
  return (
    <article
      aria-labelledby={`media-${item.id}-title`}
      className="flex h-full flex-col rounded-2xl bg-white p-4 shadow-sm ring-1 ring-ink-900/10"
    >
      {item.kind === 'image' ? (
        <FocalPointForm item={item} />
      ) : (
        <video
          src={item.previewUrl}
          controls
          preload="metadata"
          className="aspect-video w-full rounded-xl bg-black"
        >
          <track kind="captions" />
        </video>
      )}
      <h4 id={`media-${item.id}-title`} className="mt-3 font-display text-xl font-extrabold uppercase">
        {item.title}
      </h4>
      <p className="text-sm text-ink-600">
        <span className="font-semibold">Alt text:</span> {item.altText}
      </p>
      <p className="mt-1 text-xs text-ink-500">
        {item.kind === 'image'
          ? `${item.width} × ${item.height} px · AVIF and WebP at ${widths.join(', ')} px`
          : item.contentType}{' '}
        · {megabytes(item.byteSize)}
      </p>
      <p className="mt-1 text-xs text-ink-500">
        {item.slots.length ? `Shown in: ${item.slots.join(', ')}` : 'Not shown anywhere yet'}
      </p>
      {mine?.formError ? (
        <p role="alert" className="mt-2 text-sm font-semibold text-corner-600">
          {mine.formError}
        </p>
      ) : null}
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-semibold text-ink-800">Edit title and alt text</summary>
        <Form method="post" className="mt-2 space-y-2">
          <input type="hidden" name="intent" value="describe" />
          <input type="hidden" name="mediaId" value={item.id} />
          <Label htmlFor={`media-${item.id}-t`}>Title</Label>
          <Input id={`media-${item.id}-t`} name="title" defaultValue={item.title} required maxLength={120} />
          <Label htmlFor={`media-${item.id}-a`}>Alt text (required)</Label>
          <Textarea
            id={`media-${item.id}-a`}
            name="altText"
            defaultValue={item.altText}
            required
            maxLength={300}
            className="min-h-16"
          />
          <Button type="submit" size="sm" variant="outline">
            Save words
          </Button>
        </Form>
      </details>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer font-semibold text-corner-600">Delete</summary>
        <Form method="post" className="mt-2">
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="mediaId" value={item.id} />
          <p className="text-ink-600">Its places go back to the drawn art. This cannot be undone.</p>
          <Button type="submit" size="sm" variant="red" className="mt-2">
            Delete “{item.title}”
          </Button>
        </Form>
      </details>
    </article>
  );
}

const clamp = (value: number) => Math.min(100, Math.max(0, Math.round(value)));

/**
 * The focal point: click the photo where its subject is (or move the mark with the arrow keys, or type the
 * two numbers), then save. Slots that crop the photo keep that point in view (CSS object-position).
 */
function FocalPointForm({ item }: { item: LibraryItem }) {
  const [x, setX] = useState(clamp(item.focalX * 100));
  const [y, setY] = useState(clamp(item.focalY * 100));
  const pick = (event: MouseEvent<HTMLButtonElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    setX(clamp(((event.clientX - box.left) / box.width) * 100));
    setY(clamp(((event.clientY - box.top) / box.height) * 100));
  };
  const nudge = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = event.shiftKey ? 10 : 2;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    setX((v) => clamp(v + move[0]));
    setY((v) => clamp(v + move[1]));
  };
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="focal" />
      <input type="hidden" name="mediaId" value={item.id} />
      <button
        type="button"
        onClick={pick}
        onKeyDown={nudge}
        aria-label={`Focal point of “${item.title}”: ${x}% from the left, ${y}% from the top. Click the subject, or use the arrow keys.`}
        className="relative block w-full cursor-crosshair overflow-hidden rounded-xl bg-ink-900"
      >
        <img
          src={item.previewUrl}
          alt=""
          width={item.width ?? undefined}
          height={item.height ?? undefined}
          className="block h-auto w-full"
        />
        <span
          aria-hidden
          className="pointer-events-none absolute size-7 -translate-x-1/2 -translate-y-1/2 rounded-full border-3 border-white shadow-[0_0_0_2px_rgb(7_8_10/0.7)]"
          style={{ left: `${x}%`, top: `${y}%` }}
        />
      </button>
      <div className="mt-2 flex flex-wrap items-end gap-2 text-sm">
        <label className="flex items-center gap-1">
          Left
          <input
            name="focalX"
            type="number"
            min={0}
            max={100}
            value={x}
            onChange={(event) => setX(clamp(Number(event.currentTarget.value)))}
            className="w-16 rounded border border-ink-900/20 px-2 py-1"
          />
          %
        </label>
        <label className="flex items-center gap-1">
          Top
          <input
            name="focalY"
            type="number"
            min={0}
            max={100}
            value={y}
            onChange={(event) => setY(clamp(Number(event.currentTarget.value)))}
            className="w-16 rounded border border-ink-900/20 px-2 py-1"
          />
          %
        </label>
        <Button type="submit" size="sm" variant="outline">
          Save focal point
        </Button>
      </div>
    </Form>
  );
}
