/**
 * What the form and the server both need to know about this form's fields, without the validator:
 * the browser loads the zod schema only once the page is interactive.
 */
/** /contact (SPEC §2): only first name, a valid e-mail and the message are required. */
export const contactFields = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  phone: 'Phone number',
  programmeInterest: 'Programme interest',
  message: 'Message',
} as const;
