import { ClipboardList, MessageSquarePlus } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useFetcher } from 'react-router';
import { toast } from 'sonner';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { FieldError, Label, Textarea } from '~/components/ui/input';
import { fieldClass } from '~/components/ui/input';
import type { FeedbackAnswer, FeedbackStudent } from '../feedback.server';
import { NOTE_MAX, SKILL_LABELS, assessedSkills } from '../feedback-vocabulary';

function Outcome({ answer }: { answer: FeedbackAnswer | undefined }) {
  if (!answer) return null;
  return answer.status === 'feedback-saved' ? (
    <p
      role="status"
      className="rounded-xl bg-naija-500/10 p-3 text-sm font-semibold text-naija-700 ring-1 ring-naija-500/40"
    >
      {answer.message}
    </p>
  ) : (
    <p
      role="alert"
      className="rounded-xl bg-corner-600/10 p-3 text-sm font-semibold text-corner-600 ring-1 ring-corner-600/30"
    >
      {answer.message}
    </p>
  );
}

function StudentSelect({ id, students }: { id: string; students: FeedbackStudent[] }) {
  return (
    <div>
      <Label htmlFor={id}>Boxer</Label>
      <select id={id} name="boxerId" required defaultValue="" className={fieldClass}>
        <option value="" disabled>
          Choose a boxer
        </option>
        {students.map((s) => (
          <option key={s.id} value={s.id}>
            {s.name}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The coach's feedback to their boxers (issue 16 item 7): a note, after a decided bout or in general, and a
 * skill assessment scored 1-10. Each is read by the boxer on their Progress tab. Posted to the coach
 * dashboard's action with a fetcher, so the registration messages above are left alone.
 */
export function CoachFeedback({ students }: { students: FeedbackStudent[] }) {
  const note = useFetcher<FeedbackAnswer>();
  const assess = useFetcher<FeedbackAnswer>();
  const noteForm = useRef<HTMLFormElement>(null);
  const assessForm = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (note.state === 'idle' && note.data?.status === 'feedback-saved') {
      toast.success('Feedback sent', { description: note.data.message });
      noteForm.current?.reset();
    }
  }, [note.state, note.data]);
  useEffect(() => {
    if (assess.state === 'idle' && assess.data?.status === 'feedback-saved') {
      toast.success('Assessment saved', { description: assess.data.message });
      assessForm.current?.reset();
    }
  }, [assess.state, assess.data]);
  const noteErrors = note.data?.status === 'feedback-refused' ? note.data.fields : {};
  const assessErrors = assess.data?.status === 'feedback-refused' ? assess.data.fields : {};
  const withBouts = students.filter((s) => s.bouts.length > 0);

  return (
    <section aria-labelledby="feedback-heading" className="space-y-4">
      <div>
        <h2 id="feedback-heading" className="text-3xl font-extrabold uppercase">
          Feedback
        </h2>
        <p className="mt-1 text-ink-700">
          Write to a boxer after a bout or in general, and assess their skills from 1 to 10: they read both on
          their Progress tab.
        </p>
      </div>
      {students.length === 0 ? (
        <p className="text-ink-700">Your students appear here once you have registered one.</p>
      ) : (
        <div className="grid gap-5 lg:grid-cols-2">
          <Card className="p-6">
            <h3 className="flex items-center gap-2 font-display text-xl font-bold uppercase">
              <MessageSquarePlus aria-hidden className="size-5 text-gold-600" /> Note to a boxer
            </h3>
            <note.Form method="post" ref={noteForm} className="mt-4 space-y-4" aria-label="Note to a boxer">
              <input type="hidden" name="intent" value="note" />
              <StudentSelect id="note-boxer" students={students} />
              <div>
                <Label htmlFor="note-bout">About a bout (optional)</Label>
                <select
                  id="note-bout"
                  name="boutId"
                  defaultValue=""
                  className={fieldClass}
                  aria-invalid={noteErrors.boutId ? true : undefined}
                  aria-describedby={noteErrors.boutId ? 'note-bout-error' : undefined}
                >
                  <option value="">General note, no bout</option>
                  {withBouts.map((s) => (
                    <optgroup key={s.id} label={s.name}>
                      {s.bouts.map((b) => (
                        <option key={b.id} value={b.id}>
                          {b.label}
                        </option>
                      ))}
                    </optgroup>
                  ))}
                </select>
                <FieldError id="note-bout-error" errors={noteErrors.boutId} />
              </div>
              <div>
                <Label htmlFor="note-text">Note</Label>
                <Textarea
                  id="note-text"
                  name="note"
                  required
                  maxLength={NOTE_MAX}
                  aria-invalid={noteErrors.note ? true : undefined}
                  aria-describedby={noteErrors.note ? 'note-text-error' : undefined}
                />
                <FieldError id="note-text-error" errors={noteErrors.note} />
              </div>
              <Outcome answer={note.data} />
              <Button type="submit" variant="dark" disabled={note.state !== 'idle'}>
                {note.state !== 'idle' ? 'Sending…' : 'Send note'}
              </Button>
            </note.Form>
          </Card>
          <Card className="p-6">
            <h3 className="flex items-center gap-2 font-display text-xl font-bold uppercase">
              <ClipboardList aria-hidden className="size-5 text-gold-600" /> Skill assessment
            </h3>
            <assess.Form
              method="post"
              ref={assessForm}
              className="mt-4 space-y-4"
              aria-label="Skill assessment"
            >
              <input type="hidden" name="intent" value="assess" />
              <StudentSelect id="assess-boxer" students={students} />
              <div className="grid grid-cols-[1fr_8rem] gap-3">
                <div>
                  <Label htmlFor="assess-skill">Skill</Label>
                  <select
                    id="assess-skill"
                    name="skill"
                    required
                    defaultValue=""
                    className={fieldClass}
                    aria-invalid={assessErrors.skill ? true : undefined}
                  >
                    <option value="" disabled>
                      Choose a skill
                    </option>
                    {assessedSkills.map((s) => (
                      <option key={s} value={s}>
                        {SKILL_LABELS[s]}
                      </option>
                    ))}
                  </select>
                </div>
                <div>
                  <Label htmlFor="assess-score">Score (1-10)</Label>
                  <input
                    id="assess-score"
                    name="score"
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={10}
                    step={1}
                    required
                    className={fieldClass}
                    aria-invalid={assessErrors.score ? true : undefined}
                    aria-describedby={assessErrors.score ? 'assess-score-error' : undefined}
                  />
                </div>
              </div>
              <FieldError id="assess-score-error" errors={assessErrors.score ?? assessErrors.skill} />
              <div>
                <Label htmlFor="assess-note">Note (optional)</Label>
                <Textarea id="assess-note" name="assessmentNote" maxLength={500} className="min-h-20" />
              </div>
              <Outcome answer={assess.data} />
              <Button type="submit" variant="dark" disabled={assess.state !== 'idle'}>
                {assess.state !== 'idle' ? 'Saving…' : 'Save assessment'}
              </Button>
            </assess.Form>
          </Card>
        </div>
      )}
    </section>
  );
}
