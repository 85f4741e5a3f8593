import { GraduationCap, UserMinus } from 'lucide-react';
import { Form } from 'react-router';
import { Button } from '~/components/ui/button';
import { Card, CardContent, CardHeader } from '~/components/ui/card';
import { FieldError, Input, Label } from '~/components/ui/input';
import type { CourseInstructor } from '../instructors.server';

/**
 * The course editor's instructors (issue 34), for a platform admin: the accounts that teach the course, and
 * a form that makes another account one by its e-mail. An instructor opens the course's lessons and this editor.
 */
export function CourseInstructors({
  instructors,
  fields,
  courseTitle,
}: {
  instructors: CourseInstructor[];
  fields: Record<string, string[] | undefined>;
  courseTitle: string;
}) {
  return (
    <Card>
      <CardHeader>
        <h2 className="text-2xl leading-tight font-bold uppercase">Instructors</h2>
        <p className="text-sm text-ink-600">
          An instructor’s account opens every lesson of {courseTitle} and this editor.
        </p>
      </CardHeader>
      <CardContent className="space-y-5">
        {instructors.length === 0 ? (
          <p className="flex items-center gap-2 text-ink-600">
            <GraduationCap aria-hidden className="size-4" /> No instructor has an account on this course yet.
          </p>
        ) : (
          <ul className="divide-y divide-ink-900/10" aria-label="Instructors">
            {instructors.map((instructor) => (
              <li key={instructor.userId} className="flex flex-wrap items-center gap-3 py-3">
                <span className="min-w-0 flex-1">
                  <span className="font-semibold text-ink-900">{instructor.name}</span>
                  <span className="block text-sm break-all text-ink-600 sm:ml-2 sm:inline">
                    {instructor.email}
                  </span>
                </span>
                <Form method="post">
                  <input type="hidden" name="userId" value={instructor.userId} />
                  <Button
                    type="submit"
                    name="intent"
                    value="remove-instructor"
                    variant="ghost"
                    size="sm"
                    aria-label={`Remove ${instructor.name} as instructor`}
                  >
                    <UserMinus aria-hidden className="size-4" /> Remove
                  </Button>
                </Form>
              </li>
            ))}
          </ul>
        )}
        <Form method="post" className="flex flex-wrap items-end gap-3">
          <input type="hidden" name="intent" value="assign-instructor" />
          <div className="min-w-64 flex-1 space-y-1.5">
            <Label htmlFor="instructor-email">Instructor’s e-mail</Label>
            <Input
              id="instructor-email"
              name="email"
              type="email"
              autoComplete="off"
              required
              maxLength={254}
              {...(fields.email
                ? { 'aria-invalid': true, 'aria-describedby': 'instructor-email-error' }
                : {})}
            />
            <FieldError id="instructor-email-error" errors={fields.email} />
          </div>
          <Button type="submit" variant="dark">
            Make instructor
          </Button>
        </Form>
      </CardContent>
    </Card>
  );
}
