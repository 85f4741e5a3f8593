import type { OutgoingEmail } from '../mail/outbox';

export function passwordResetEmail({
  to,
  name,
  url,
}: {
  to: string;
  name: string;
  url: string;
}): OutgoingEmail {
  return {
    kind: 'password-reset',
    to,
    subject: 'Reset your AJBXNG password',
    text: [
      `Hello ${name},`,
      '',
      'Someone (hopefully you) asked to reset the password of your AJBXNG account.',
      `Choose a new password here within the next hour: ${url}`,
      '',
      'If it was not you, ignore this e-mail: your password stays as it is.',
      '',
      'AJBXNG Boxing Academy',
    ].join('\n'),
  };
}

export function setPasswordEmail({
  to,
  name,
  url,
  reason,
}: {
  to: string;
  name: string;
  url: string;
  reason: string;
}): OutgoingEmail {
  return {
    kind: 'set-password',
    to,
    subject: 'Your AJBXNG account is ready',
    text: [
      `Hello ${name},`,
      '',
      reason,
      `Choose your password here within the next 7 days: ${url}`,
      '',
      'AJBXNG Boxing Academy',
    ].join('\n'),
  };
}

/**
 * Someone tried to sign up with an address that already has an account. The sign-up page answers as it
 * always does (so it does not tell who has an account); the owner learns of it here, with the ways back in.
 */
export function existingAccountSignUpEmail({
  to,
  name,
  baseUrl,
}: {
  to: string;
  name: string;
  baseUrl: string;
}): OutgoingEmail {
  return {
    kind: 'sign-up-existing-account',
    to,
    subject: 'You already have an AJBXNG account',
    text: [
      `Hello ${name},`,
      '',
      'Someone (hopefully you) tried to create an AJBXNG account with this e-mail address, which already has one.',
      `Sign in here: ${baseUrl}/sign-in`,
      `Forgotten your password? Choose a new one here: ${baseUrl}/forgot-password`,
      '',
      'If it was not you, ignore this e-mail: your account has not changed.',
      '',
      'AJBXNG Boxing Academy',
    ].join('\n'),
  };
}
