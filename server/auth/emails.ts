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
