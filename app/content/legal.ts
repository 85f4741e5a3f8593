/**
 * The privacy policy, terms and cookie policy. Plain language on purpose: many readers are teenagers and
 * their parents. Legal references are to the Nigeria Data Protection Act 2023 (NDPA), which the Nigeria
 * Data Protection Commission (NDPC) enforces alongside the Nigeria Data Protection Regulation (NDPR).
 */
import { academy } from './academy';

/** A paragraph, a bulleted list or a small table. */
export type LegalBlock =
  | string
  | { list: readonly string[] }
  | { table: { caption: string; head: readonly string[]; rows: readonly (readonly string[])[] } };

export type LegalSection = { id: string; heading: string; blocks: readonly LegalBlock[] };

export type LegalDocument = {
  path: '/privacy' | '/terms' | '/cookies';
  title: string;
  summary: string;
  /** ISO date, shown as "22 November 2026". */
  updated: string;
  sections: readonly LegalSection[];
};

export const LEGAL_UPDATED = '2026-11-22';
export const privacyEmail = 'privacy@ajbxng.test';

const lagos = academy.locations[0];
const postalAddress = `${lagos.name}, ${lagos.street}, ${lagos.city}, Nigeria`;

export const privacyPolicy: LegalDocument = {
  path: '/privacy',
  title: 'Privacy Policy',
  summary:
    'What personal data the academy and the tournament platform collect, why, who sees it, how long we keep it and the rights the Nigeria Data Protection Act 2023 gives you.',
  updated: LEGAL_UPDATED,
  sections: [
    {
      id: 'who-we-are',
      heading: 'Who we are',
      blocks: [
        `${academy.name} (“we”, “us”) runs boxing academies in Lagos and Abuja, online courses, the AJ Bootcamp in London and the AJBXNG tournament platform. We are the data controller for the personal data described here.`,
        `Our data protection officer (DPO) answers every privacy question and request. Write to ${privacyEmail} or by post to the Data Protection Officer, ${postalAddress}.`,
      ],
    },
    {
      id: 'data-we-collect',
      heading: 'The data we collect',
      blocks: [
        {
          list: [
            'Enquiries and consultations: your name, e-mail address, phone number, the programme you are interested in and your message.',
            'Academy applications: date of birth, nationality, gender, address, boxing background and goals, preferred schedule, emergency contact and, for under-18s, a parent or guardian’s details and consent.',
            'Health information: medical conditions you declare and your medical clearance certificate.',
            'Tournament platform: your account details and role, and for boxers weight, weight class, age group, match results, fouls recorded by referees, awards and any highlight media.',
            'Payments: the amount, date and reference of each payment. Card details are handled by our payment provider and never reach us.',
            'Technical data: server logs of IP address, browser and pages requested, used only to keep the service secure.',
          ],
        },
      ],
    },
    {
      id: 'lawful-bases',
      heading: 'Why we use it and our lawful bases',
      blocks: [
        'Section 25 of the NDPA lists the lawful bases for processing. We rely on these:',
        {
          list: [
            'Contract: to assess your application, deliver the training or course you paid for and run the tournaments you enter.',
            'Consent: for marketing e-mails, for publishing photographs or video of you, and (explicitly) for health information. You can withdraw consent at any time without affecting what happened before.',
            'Legal obligation: to keep financial records for tax and to meet safeguarding duties towards children.',
            'Vital interests: to share medical information with paramedics or a hospital in an emergency at training or a bout.',
            'Legitimate interests: to keep our systems secure, improve our coaching and publish tournament results, which are part of the sport’s public record. We weigh these against your rights and you may object.',
          ],
        },
      ],
    },
    {
      id: 'health-data',
      heading: 'Health information',
      blocks: [
        'Health information is sensitive personal data under section 30 of the NDPA. We collect it only to keep you safe in a contact sport, with your explicit consent (or a parent’s, for under-18s). Only the head coach, medical officers and, for a tournament you enter, its medical team can see it.',
      ],
    },
    {
      id: 'children',
      heading: 'Children and parental consent',
      blocks: [
        'Academy members can be as young as 12. For anyone under 18 we ask for the consent of a parent or legal guardian, as section 31 of the NDPA requires, and check age against a valid ID. Parents and guardians can exercise a child’s rights on their behalf.',
        'We never publish photographs or video of a child without a parent’s consent. Published tournament results show a young boxer’s first name, initial and club only.',
      ],
    },
    {
      id: 'sharing',
      heading: 'Who we share it with',
      blocks: [
        'We never sell personal data. We share it only where needed:',
        {
          list: [
            'Coaches and staff who train you, on a need-to-know basis.',
            'Organisers, officials and medical teams of tournaments you enter.',
            'Service providers who host our systems, send e-mail or take payments, under contracts that bind them to protect your data.',
            'Our partners in the United Kingdom if you are selected for the London bootcamp (see below).',
            'Regulators, the police or courts where the law requires it.',
          ],
        },
      ],
    },
    {
      id: 'transfers',
      heading: 'Transfers outside Nigeria: the London bootcamp',
      blocks: [
        'If you accept a place on the AJ Bootcamp in London, we send the training venue, accommodation, travel and medical partners in the United Kingdom what they need to host you: your name, date of birth, passport details, emergency contact and relevant health information.',
        'We make these transfers under Part VIII of the NDPA: on the basis of an adequacy decision of the NDPC where one applies, otherwise under written contractual safeguards, and where neither is available only because the transfer is necessary for the bootcamp place you asked for, after telling you the risks. In the UK the data is also protected by the UK GDPR and the Data Protection Act 2018.',
      ],
    },
    {
      id: 'retention',
      heading: 'How long we keep it',
      blocks: [
        {
          table: {
            caption: 'Retention periods',
            head: ['Data', 'Kept for'],
            rows: [
              ['Enquiries and consultation requests', '12 months after our last contact'],
              ['Applications that do not lead to a place', '12 months after the decision'],
              ['Student and athlete records', 'While you train with us and 6 years after'],
              ['Health information and medical clearance', 'While you train with us and 2 years after'],
              ['Payment and financial records', '6 years, as tax law requires'],
              ['Tournament results and awards', 'Kept as part of the sport’s public record'],
              ['Server logs', '30 days'],
            ],
          },
        },
        'When a period ends we delete the data or make it anonymous.',
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your rights',
      blocks: [
        'Sections 34 to 38 of the NDPA give you the right to:',
        {
          list: [
            'be told how your data is used (this policy);',
            'get a copy of the data we hold about you;',
            'have inaccurate data corrected;',
            'have data erased when we no longer need it;',
            'restrict or object to processing, including direct marketing at any time;',
            'withdraw consent;',
            'receive your data in a common, machine-readable format;',
            'not be subject to decisions based solely on automated processing.',
          ],
        },
        `To use any of these rights, e-mail ${privacyEmail}. It is free, and we reply within one month.`,
      ],
    },
    {
      id: 'security',
      heading: 'Keeping it safe',
      blocks: [
        'Data travels encrypted, passwords are stored hashed, and staff see only what their role needs. If a breach is likely to put your rights at risk we report it to the NDPC within 72 hours, as section 40 of the NDPA requires, and tell you without undue delay.',
      ],
    },
    {
      id: 'complaints',
      heading: 'Complaints',
      blocks: [
        `Please contact our DPO first at ${privacyEmail}; most concerns are resolved quickly. You also have the right to complain to the Nigeria Data Protection Commission (NDPC), the regulator, at any time.`,
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this policy',
      blocks: [
        'We update this policy when our services or the law change, and show the date of the latest version at the top. Significant changes are e-mailed to students and account holders.',
      ],
    },
  ],
};

export const termsOfService: LegalDocument = {
  path: '/terms',
  title: 'Terms of Service',
  summary:
    'The agreement between you and the academy for applications, programmes, courses, tournaments and the tournament platform: fees, refunds, safety, conduct and liability.',
  updated: LEGAL_UPDATED,
  sections: [
    {
      id: 'about',
      heading: 'About these terms',
      blocks: [
        `These terms apply when you apply to or train with ${academy.name}, take an online course, enter a tournament or use the AJBXNG tournament platform. By applying, paying or creating an account you accept them. If you are under 18, a parent or guardian must accept them for you.`,
      ],
    },
    {
      id: 'applications',
      heading: 'Applications and admission',
      blocks: [
        {
          list: [
            'Academy programmes are open to boxers aged 12 to 35 with a basic level of fitness.',
            'We review applications within 24 to 48 hours and may invite you to an assessment before offering a place.',
            'Before training starts you provide a valid ID, a medical clearance certificate and, if you are under 18, a parent or guardian’s consent.',
            'Your place is confirmed when we accept your application in writing and receive your first payment. We may decline an application, and will tell you why where we can.',
          ],
        },
      ],
    },
    {
      id: 'fees',
      heading: 'Fees and payment',
      blocks: [
        {
          list: [
            'All fees are quoted and charged in Nigerian naira (₦). The price on the programme or course page when you apply is the price you pay.',
            'A struck-through price is the standard fee; the lower price is an offer that can end at any time, but never after you have applied.',
            'Fees are paid by bank transfer or card through our payment provider before the programme starts, or in instalments if we agree them in writing.',
            'If an instalment is more than 14 days late we may pause your training until it is paid.',
            'Tournament platform plans are billed monthly in naira at the price shown when you sign up.',
          ],
        },
      ],
    },
    {
      id: 'refunds',
      heading: 'Cancellations and refunds',
      blocks: [
        {
          list: [
            'Change of mind: a full refund if you cancel within 14 days of paying and before your first session.',
            'Injury or illness: if a doctor certifies that you cannot continue, we freeze your place for up to 3 months or refund the full months you have not used.',
            'Otherwise, fees for a programme that has started are not refundable, but you may move once to a later start date.',
            'If we cancel a programme, course or tournament, you get a full refund.',
            'Tournament entry fees are refunded in full until registration closes, and afterwards only if you are withdrawn at the pre-bout medical.',
            'Platform plans can be cancelled at any time and end at the close of the month already paid.',
          ],
        },
        'Refunds go back to the original payment method within 14 days.',
      ],
    },
    {
      id: 'medical',
      heading: 'Medical clearance and safety',
      blocks: [
        {
          list: [
            'No contact training or competition without a medical clearance certificate from a registered medical practitioner, renewed every 12 months.',
            'Tell your coach about any condition, injury or medication before training, and about any change as soon as it happens.',
            'Every tournament bout follows a pre-bout medical. Coaches, referees and medical officers may stop a session or a bout at any time for your safety, and their decision is final.',
            'After any suspected concussion you may not spar or compete until a doctor clears you.',
          ],
        },
      ],
    },
    {
      id: 'conduct',
      heading: 'Conduct',
      blocks: [
        {
          list: [
            'Treat coaches, team-mates, opponents and officials with respect. Bullying, harassment and discrimination are not tolerated.',
            'Spar only when a coach is supervising.',
            'We follow the World Anti-Doping Code; you may be tested, and a violation ends your membership.',
            'Children’s safety comes first: raise any concern with our safeguarding lead or any coach.',
            'We may suspend or end a membership for serious or repeated misconduct, without a refund.',
          ],
        },
      ],
    },
    {
      id: 'tournaments',
      heading: 'Tournaments and the platform',
      blocks: [
        {
          list: [
            'Organisers who run a tournament on the platform are responsible for its sanctioning, venue, medical cover and officials, and for having the right to enter the boxers’ data they upload.',
            'Entrants accept the tournament’s rules, weigh-in times and weight classes. Unless the organiser says otherwise, bouts are 3 rounds of 2 minutes, scored on points with the referee’s decision.',
            'Officials’ decisions stand, subject to the organiser’s published appeal process.',
            'Brackets, results and awards are published on the platform and may be shown to spectators.',
            'Keep your account details accurate and your password private; you are responsible for activity on your account.',
          ],
        },
      ],
    },
    {
      id: 'content',
      heading: 'Course content and media',
      blocks: [
        'Course videos, guides and training plans belong to the academy and are for your personal use; please do not share or resell them. We film training and events, but we only use recognisable images of you in our marketing with your consent, or a parent’s for under-18s.',
      ],
    },
    {
      id: 'liability',
      heading: 'Risk and liability',
      blocks: [
        'Boxing is a combat sport and carries a real risk of injury, even with good coaching and equipment. By training or competing you accept that risk.',
        'Nothing in these terms limits our liability for death or personal injury caused by our negligence, for fraud, or for anything else the law does not allow us to limit. Otherwise our total liability to you is limited to the fees you paid us in the 12 months before the claim, and we are not liable for indirect losses or for personal belongings left at our centres.',
      ],
    },
    {
      id: 'law',
      heading: 'Governing law and disputes',
      blocks: [
        'These terms are governed by the laws of the Federal Republic of Nigeria. If something goes wrong, talk to us first; if we cannot resolve it, the courts of Lagos State will decide. Your rights under the Federal Competition and Consumer Protection Act 2018 are not affected.',
      ],
    },
    {
      id: 'contact',
      heading: 'Changes and contact',
      blocks: [
        `We may update these terms and will show the date of the latest version at the top; changes never apply to a programme you have already paid for. Questions: ${academy.email} or ${academy.phone}.`,
      ],
    },
  ],
};

export const cookiePolicy: LegalDocument = {
  path: '/cookies',
  title: 'Cookie Policy',
  summary: 'We use only the cookies the site cannot work without. No analytics, no advertising, no tracking.',
  updated: LEGAL_UPDATED,
  sections: [
    {
      id: 'what-cookies-are',
      heading: 'What cookies are',
      blocks: [
        'A cookie is a small text file a website stores in your browser so it can remember something between one page and the next, such as the fact that you have signed in.',
      ],
    },
    {
      id: 'cookies-we-use',
      heading: 'The cookies we use',
      blocks: [
        'Browsing the academy’s pages sets no cookies. We set a cookie only when you sign in to the tournament platform or use a form, and only for as long as it is needed:',
        {
          table: {
            caption: 'Strictly necessary cookies',
            head: ['Cookie', 'Why we need it', 'How long it lasts'],
            rows: [
              [
                'Sign-in session',
                'Keeps you signed in to the tournament platform as you move between pages.',
                'Until you sign out or the session expires',
              ],
              [
                'Form security',
                'Proves that a form was sent from our site and not forged by another one.',
                'Until you close your browser',
              ],
            ],
          },
        },
        'Both are first-party cookies, marked secure and HTTP-only, so other sites and scripts cannot read them.',
      ],
    },
    {
      id: 'what-we-do-not-use',
      heading: 'What we do not use',
      blocks: [
        'No analytics or advertising cookies, no social media pixels and no third-party cookies of any kind. We do not track you across other websites or build a profile of your browsing.',
      ],
    },
    {
      id: 'consent',
      heading: 'Why there is no cookie banner',
      blocks: [
        'Strictly necessary cookies are part of the service you ask for, so we do not ask you to accept them. If we ever want to use any other cookie, we will ask for your consent first and update this policy.',
      ],
    },
    {
      id: 'control',
      heading: 'Controlling cookies',
      blocks: [
        'You can block or delete cookies in your browser’s settings. The public pages keep working without them; signing in to the tournament platform will not.',
      ],
    },
    {
      id: 'questions',
      heading: 'Questions',
      blocks: [
        `Write to our data protection officer at ${privacyEmail}. Our privacy policy explains how we handle personal data.`,
      ],
    },
  ],
};

export const legalDocuments = [privacyPolicy, termsOfService, cookiePolicy] as const;
