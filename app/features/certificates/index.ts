// What the certificates feature (issue 33 item 5: licences and medical certificates) offers, on purpose.
export { papersRefusal } from './papers.server';
export {
  boxerCertificates,
  CERTIFICATE_MAX_BYTES,
  certificateFile,
  mayReadCertificates,
  uploadCertificate,
} from './certificates.server';
export type { CertificateInput, MedicalCertificate } from './certificates.server';
