import { Captions, Film, Trash2, Upload } from 'lucide-react';
import { Form, useNavigation } from 'react-router';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { FieldError, Label } from '~/components/ui/input';

export type LessonMediaState = { video: string | null; captions: string | null };

/** What the editor's action answered to one of these forms, shown beside it. */
export type LessonMediaAnswer = { intent: string; ok: boolean; fields: Record<string, string[] | undefined> };

const fileInput =
  'block w-full rounded-xl bg-white text-sm text-ink-800 ring-1 ring-ink-900/15 file:mr-4 file:cursor-pointer file:border-0 file:bg-ink-900 file:px-4 file:py-2.5 file:font-display file:font-bold file:tracking-wider file:text-white file:uppercase hover:file:bg-ink-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-500';

/**
 * A lesson's video and captions in its editor: a preview of what its learners play, the upload of a video
 * (MP4 or WebM, 50 MB) or of its captions (WebVTT), and their removal. Plain forms: they work without
 * JavaScript.
 */
export function LessonMediaForms({
  lessonId,
  title,
  media,
  answer,
}: {
  lessonId: number;
  title: string;
  media: LessonMediaState;
  answer: LessonMediaAnswer | null;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const errorsFor = (intent: string) =>
    answer && !answer.ok && answer.intent === intent ? answer.fields.file : undefined;
  const videoErrors = errorsFor('video');
  const captionErrors = errorsFor('captions');
  return (
    <div className="space-y-6">
      <div className="grid gap-6 lg:grid-cols-[minmax(0,22rem)_1fr]">
        <div className="self-start overflow-hidden rounded-2xl bg-ink-950 ring-1 ring-ink-900/10">
          {media.video ? (
            // eslint-disable-next-line jsx-a11y/media-has-caption -- its captions' track is there when they are uploaded (a lesson may have none yet)
            <video
              controls
              preload="metadata"
              playsInline
              src={media.video}
              aria-label={`Preview: ${title}`}
              className="aspect-video w-full bg-black"
            >
              {media.captions ? (
                <track kind="captions" src={media.captions} srcLang="en" label="English" default />
              ) : null}
            </video>
          ) : (
            <p className="flex aspect-video flex-col items-center justify-center gap-2 px-6 text-center text-sm text-ink-300">
              <Film aria-hidden className="size-8 text-gold-400" />
              No video yet: learners read the text.
            </p>
          )}
        </div>
        <div className="space-y-5">
          <p className="flex flex-wrap gap-2">
            <Badge tone={media.video ? 'green' : 'muted'}>
              {media.video ? 'Video uploaded' : 'No video'}
            </Badge>
            <Badge tone={media.captions ? 'green' : 'muted'}>
              {media.captions ? 'Captions uploaded' : 'No captions'}
            </Badge>
          </p>
          {/* Made anew once a file is taken (its address changes), so the field is empty for the next. */}
          <Form
            method="post"
            encType="multipart/form-data"
            className="space-y-2"
            key={media.video ?? 'no-video'}
          >
            <input type="hidden" name="intent" value="video" />
            <input type="hidden" name="lessonId" value={lessonId} />
            <Label htmlFor={`video-${lessonId}`}>
              {media.video ? 'Replace the video' : 'Video'} (MP4 or WebM, up to 50 MB)
            </Label>
            <div className="flex flex-wrap items-center gap-3">
              <input
                id={`video-${lessonId}`}
                name="file"
                type="file"
                accept="video/mp4,video/webm"
                required
                aria-invalid={videoErrors ? true : undefined}
                aria-describedby={videoErrors ? `video-${lessonId}-error` : undefined}
                className={`${fileInput} sm:max-w-sm`}
              />
              <Button type="submit" variant="dark" size="sm" disabled={busy}>
                <Upload aria-hidden /> Upload video
              </Button>
            </div>
            <FieldError id={`video-${lessonId}-error`} errors={videoErrors} />
          </Form>
          <Form
            method="post"
            encType="multipart/form-data"
            className="space-y-2"
            key={media.captions ?? 'no-captions'}
          >
            <input type="hidden" name="intent" value="captions" />
            <input type="hidden" name="lessonId" value={lessonId} />
            <Label htmlFor={`captions-${lessonId}`}>
              {media.captions ? 'Replace the captions' : 'Captions'} (WebVTT .vtt, up to 512 KB)
            </Label>
            <div className="flex flex-wrap items-center gap-3">
              <input
                id={`captions-${lessonId}`}
                name="file"
                type="file"
                accept=".vtt,text/vtt"
                required
                disabled={!media.video}
                aria-invalid={captionErrors ? true : undefined}
                aria-describedby={`captions-${lessonId}-hint${captionErrors ? ` captions-${lessonId}-error` : ''}`}
                className={`${fileInput} sm:max-w-sm disabled:opacity-50`}
              />
              <Button type="submit" variant="dark" size="sm" disabled={busy || !media.video}>
                <Captions aria-hidden /> Upload captions
              </Button>
            </div>
            <p id={`captions-${lessonId}-hint`} className="text-sm text-ink-600">
              {media.video
                ? 'Shown in the player (CC), in English.'
                : 'Upload the video first: its captions go with it.'}
            </p>
            <FieldError id={`captions-${lessonId}-error`} errors={captionErrors} />
          </Form>
          {media.video ? (
            <Form method="post" className="flex flex-wrap gap-2">
              <input type="hidden" name="lessonId" value={lessonId} />
              <Button
                type="submit"
                name="intent"
                value="remove-video"
                variant="outline"
                size="sm"
                disabled={busy}
              >
                <Trash2 aria-hidden /> Remove video{media.captions ? ' and captions' : ''}
              </Button>
              {media.captions ? (
                <Button
                  type="submit"
                  name="intent"
                  value="remove-captions"
                  variant="outline"
                  size="sm"
                  disabled={busy}
                >
                  <Trash2 aria-hidden /> Remove captions
                </Button>
              ) : null}
            </Form>
          ) : null}
        </div>
      </div>
    </div>
  );
}
