import { FileCheck2, FileWarning, IdCard, Upload } from 'lucide-react';
import { Form, useNavigation } from 'react-router';
import type { Route } from './+types/medical-certificates.$boxerId';
import { FormAlert } from '~/components/forms/fields';
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card';
import { formatLongDate } from '~/lib/lagos-time';

export { action, loader } from './medical-certificates.$boxerId.server';

export const meta: Route.MetaFunction = () => [
  { title: 'Licence and medical certificates | AJBXNG' },
  { name: 'robots', content: 'noindex' },
];

const input =
  'mt-1 block w-full rounded-lg border border-ink-900/15 bg-white px-3 py-2 text-ink-950 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-500';

function FieldError({ id, messages }: { id: string; messages: string[] | undefined }) {
  if (!messages?.length) return null;
  return (
    <p id={id} className="mt-1 text-sm font-medium text-corner-600">
      {messages[0]}
    </p>
  );
}

/**
 * A boxer's licence and medical certificates (issue 33 item 5), never public: the boxer and their coach
 * upload; the organisers and officials of a tournament the boxer entered read them.
 */
export default function MedicalCertificatesPage({
  loaderData: page,
  actionData: answer,
}: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting';
  const today = page.today;
  const fields = answer && !answer.ok ? answer.fields : {};
  return (
    <div className="container-page max-w-3xl py-12">
      <p className="eyebrow text-gold-700">Private: never shown on the public profile</p>
      <h1 className="mt-2 text-4xl font-extrabold uppercase sm:text-5xl">{page.name}</h1>
      <p className="mt-3 text-ink-700">Licence and medical certificates, as the weigh-in checks them.</p>
      <div className="mt-10 grid gap-8">
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <IdCard aria-hidden className="size-5 text-gold-600" /> Licence
            </CardTitle>
          </CardHeader>
          <CardContent>
            {page.licence?.licenceId ? (
              <p className="text-ink-800">
                <span className="font-semibold">{page.licence.licenceId}</span>
                {page.licence.licenceBody ? ` · ${page.licence.licenceBody}` : ''}
                {page.licence.licenceExpiresOn
                  ? ` · ${page.licence.licenceExpiresOn < today ? 'expired' : 'valid until'} ${formatLongDate(page.licence.licenceExpiresOn)}`
                  : ' · no expiry date on record'}
              </p>
            ) : (
              <p className="text-ink-700">No licence on record.</p>
            )}
            {page.mayUpload ? (
              <Form method="post" className="mt-5 space-y-4" noValidate>
                <input type="hidden" name="intent" value="licence" />
                <FormAlert
                  message={answer && !answer.ok && answer.intent === 'licence' ? answer.message : null}
                />
                <FormAlert
                  tone="success"
                  message={answer?.ok && answer.intent === 'licence' ? answer.message : null}
                />
                <div className="grid gap-4 sm:grid-cols-3">
                  <div>
                    <label htmlFor="licenceId" className="font-semibold">
                      Licence number
                    </label>
                    <input
                      id="licenceId"
                      name="licenceId"
                      defaultValue={page.licence?.licenceId ?? ''}
                      maxLength={40}
                      className={input}
                    />
                    <FieldError id="licenceId-error" messages={fields.licenceId} />
                  </div>
                  <div>
                    <label htmlFor="licenceBody" className="font-semibold">
                      Issuing body
                    </label>
                    <input
                      id="licenceBody"
                      name="licenceBody"
                      defaultValue={page.licence?.licenceBody ?? ''}
                      maxLength={120}
                      className={input}
                    />
                    <FieldError id="licenceBody-error" messages={fields.licenceBody} />
                  </div>
                  <div>
                    <label htmlFor="licenceExpiresOn" className="font-semibold">
                      Valid until
                    </label>
                    <input
                      id="licenceExpiresOn"
                      name="licenceExpiresOn"
                      type="date"
                      defaultValue={page.licence?.licenceExpiresOn ?? ''}
                      className={input}
                    />
                    <FieldError id="licenceExpiresOn-error" messages={fields.licenceExpiresOn} />
                  </div>
                </div>
                <button
                  type="submit"
                  disabled={busy}
                  className="rounded-lg bg-ink-950 px-4 py-2.5 font-semibold text-gold-300 hover:bg-ink-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-500 disabled:opacity-60"
                >
                  Save licence
                </button>
              </Form>
            ) : null}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Medical certificates</CardTitle>
          </CardHeader>
          <CardContent>
            {page.certificates.length === 0 ? (
              <p className="text-ink-700">No medical certificate uploaded yet.</p>
            ) : (
              <ul aria-label="Medical certificates" className="divide-y divide-ink-900/10">
                {page.certificates.map((c) => {
                  const expired = c.expiresOn < today;
                  const Icon = expired ? FileWarning : FileCheck2;
                  return (
                    <li key={c.id} className="flex items-start gap-3 py-3">
                      <Icon
                        aria-hidden
                        className={`mt-0.5 size-5 shrink-0 ${expired ? 'text-corner-600' : 'text-naija-700'}`}
                      />
                      <div className="min-w-0">
                        <a
                          href={`/api/v1/medical-certificates/${c.id}/file`}
                          className="font-semibold break-all underline decoration-gold-400 underline-offset-2 hover:text-gold-700"
                        >
                          {c.fileName}
                        </a>
                        <p className="text-sm text-ink-700">
                          {c.issuer} · issued {formatLongDate(c.issuedOn)}
                        </p>
                        <p
                          className={`text-sm font-semibold ${expired ? 'text-corner-600' : 'text-naija-700'}`}
                        >
                          {expired ? 'Expired' : 'Valid until'} {formatLongDate(c.expiresOn)}
                        </p>
                      </div>
                    </li>
                  );
                })}
              </ul>
            )}
          </CardContent>
        </Card>
        {page.mayUpload ? (
          <Card>
            <CardHeader>
              <CardTitle>Upload a medical certificate</CardTitle>
            </CardHeader>
            <CardContent>
              <Form method="post" encType="multipart/form-data" className="space-y-4" noValidate>
                <FormAlert
                  message={answer && !answer.ok && answer.intent === 'upload' ? answer.message : null}
                />
                <FormAlert
                  tone="success"
                  message={answer?.ok && answer.intent === 'upload' ? answer.message : null}
                />
                <div>
                  <label htmlFor="file" className="font-semibold">
                    The certificate (PDF, JPEG or PNG, up to 5 MB)
                  </label>
                  <input
                    id="file"
                    name="file"
                    type="file"
                    accept="application/pdf,image/jpeg,image/png"
                    aria-describedby={fields.file ? 'file-error' : undefined}
                    className={input}
                  />
                  <FieldError id="file-error" messages={fields.file} />
                </div>
                <div>
                  <label htmlFor="issuer" className="font-semibold">
                    Issued by (doctor or hospital)
                  </label>
                  <input id="issuer" name="issuer" maxLength={120} className={input} />
                  <FieldError id="issuer-error" messages={fields.issuer} />
                </div>
                <div className="grid gap-4 sm:grid-cols-2">
                  <div>
                    <label htmlFor="issuedOn" className="font-semibold">
                      Issued on
                    </label>
                    <input id="issuedOn" name="issuedOn" type="date" className={input} />
                    <FieldError id="issuedOn-error" messages={fields.issuedOn} />
                  </div>
                  <div>
                    <label htmlFor="expiresOn" className="font-semibold">
                      Expires on
                    </label>
                    <input id="expiresOn" name="expiresOn" type="date" className={input} />
                    <FieldError id="expiresOn-error" messages={fields.expiresOn} />
                  </div>
                </div>
                <button
                  type="submit"
                  disabled={busy}
                  className="inline-flex items-center gap-2 rounded-lg bg-ink-950 px-4 py-2.5 font-semibold text-gold-300 hover:bg-ink-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-500 disabled:opacity-60"
                >
                  <Upload aria-hidden className="size-4" /> Upload certificate
                </button>
              </Form>
            </CardContent>
          </Card>
        ) : null}
      </div>
    </div>
  );
}
