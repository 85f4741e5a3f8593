import type { AppLoadContext } from 'react-router';
import { enquiryAction, enquiryFormInstance } from './action.server';

/** /contact's loader and action, kept here so the page module only re-exports them. */
type Args = { request: Request; context: AppLoadContext };

export async function contactLoader(_args: Args) {
  return { contactForm: enquiryFormInstance() };
}

export async function contactAction(args: Args) {
  return enquiryAction('contact', args);
}
