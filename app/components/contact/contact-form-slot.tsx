import { Send } from 'lucide-react';
import { Button } from '~/components/ui/button';
import { Input, Label, Textarea } from '~/components/ui/input';
import { Select } from '~/components/ui/select';
import { programmes } from '~/content/programmes';

/** Values are the program application's ids, so an enquiry and an application name a programme alike. */
export const programmeInterestOptions = [
  ...programmes.map((p) => ({ value: p.applicationId, label: p.title })),
  { value: 'not-sure', label: 'Not sure yet' },
];

/**
 * A placeholder for the contact form: the six fields of SPEC §2 inside a plain POST form, with no action
 * behind it yet. The lead replaces this file with the wired form; the page only renders <ContactFormSlot />.
 */
export function ContactFormSlot() {
  return (
    <form method="post" className="grid gap-5 sm:grid-cols-2">
      <div>
        <Label htmlFor="contact-first-name">First name</Label>
        <Input id="contact-first-name" name="firstName" autoComplete="given-name" />
      </div>
      <div>
        <Label htmlFor="contact-last-name">Last name</Label>
        <Input id="contact-last-name" name="lastName" autoComplete="family-name" />
      </div>
      <div>
        <Label htmlFor="contact-email">Email</Label>
        <Input id="contact-email" name="email" type="email" autoComplete="email" />
      </div>
      <div>
        <Label htmlFor="contact-phone">Phone number</Label>
        <Input id="contact-phone" name="phone" type="tel" autoComplete="tel" />
      </div>
      <div className="sm:col-span-2">
        <Label htmlFor="contact-programme">Programme interest</Label>
        <Select
          id="contact-programme"
          name="programmeInterest"
          options={programmeInterestOptions}
          defaultValue="not-sure"
        />
      </div>
      <div className="sm:col-span-2">
        <Label htmlFor="contact-message">Message</Label>
        <Textarea id="contact-message" name="message" rows={5} />
      </div>
      <div className="sm:col-span-2">
        <Button type="submit" size="lg" className="w-full sm:w-auto">
          Send Message
          <Send aria-hidden />
        </Button>
      </div>
    </form>
  );
}
