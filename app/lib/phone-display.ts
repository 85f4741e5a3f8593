/** How the pages show a number and a message channel (issue 32): safe in the browser, no phone metadata. */

/** +2348031234567 → "+234 803 123 4567"; any other E.164 as it is. */
export function spacedPhone(e164: string): string {
  const m = /^\+234(\d{3})(\d{3})(\d{4})$/.exec(e164);
  return m ? `+234 ${m[1]} ${m[2]} ${m[3]}` : e164;
}

export const messageChannelLabels = { whatsapp: 'WhatsApp', sms: 'SMS', email: 'E-mail' } as const;
