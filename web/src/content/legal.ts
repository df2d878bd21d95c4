import { BRAND, POLICY_EFFECTIVE_DATE } from '@pointforge/domain';

/**
 * The three policy dialogs of the footer (SITE-SPEC section 2). Each says that name, email,
 * usage data and cookies are collected, that data is not sold, and that users may request
 * access, correction or deletion. The full privacy policy is its own page (/privacy-policy).
 */

export type LegalDocumentId = 'privacy' | 'terms' | 'cookies';

export interface LegalSection {
  readonly heading: string;
  readonly paragraphs: readonly string[];
}

export interface LegalDocument {
  readonly id: LegalDocumentId;
  /** The footer link and the dialog title. */
  readonly title: string;
  readonly effectiveDate: string;
  readonly sections: readonly LegalSection[];
}

const product = BRAND.productName;
const effectiveDate = `Effective date: ${POLICY_EFFECTIVE_DATE}`;

const whatWeCollect: LegalSection = {
  heading: 'Information we collect',
  paragraphs: [
    `We collect your name and email address when you create an account, request a demo or contact us, usage data about how you use the ${product} web site and software, and cookies that keep you signed in and remember your preferences.`,
  ],
};

const noSale: LegalSection = {
  heading: 'We do not sell your data',
  paragraphs: [
    'We do not sell your personal information to anyone. We share it only with the service providers that run our payments, email and hosting, and only as far as they need it to provide their service to us.',
  ],
};

const yourRights: LegalSection = {
  heading: 'Your rights',
  paragraphs: [
    `You may request access to, correction of, or deletion of your personal information at any time by writing to ${BRAND.supportEmail}. You can also update your profile and email preferences, or delete your account, from your dashboard.`,
  ],
};

export const legalDocuments: readonly LegalDocument[] = [
  {
    id: 'privacy',
    title: 'Privacy Policy',
    effectiveDate,
    sections: [
      whatWeCollect,
      {
        heading: 'How we use it',
        paragraphs: [
          'We use this information to provide and secure your account, issue and manage your licenses, process subscriptions, answer your questions, and, if you agree, send product news. Usage data helps us fix problems and improve the tools.',
        ],
      },
      noSale,
      yourRights,
    ],
  },
  {
    id: 'terms',
    title: 'Terms of Service',
    effectiveDate,
    sections: [
      {
        heading: 'Using the service',
        paragraphs: [
          `By creating an account or using ${product} you agree to these terms. A license lets the number of users named in your plan install and use the software while the license is valid. Do not share license keys beyond your plan, or reverse engineer or resell the software.`,
          'Subscriptions renew at the end of each billing period until you cancel them. After cancelling, your license stays valid until its expiry date. The free trial lasts the advertised number of days and is available once per customer.',
        ],
      },
      {
        heading: 'Your account and data',
        paragraphs: [
          'You are responsible for keeping your password safe and for the data you process with the software. To run the service we collect your name and email address, usage data, and cookies, as the Privacy Policy describes.',
        ],
      },
      noSale,
      yourRights,
    ],
  },
  {
    id: 'cookies',
    title: 'Cookie Policy',
    effectiveDate,
    sections: [
      {
        heading: 'The cookies we use',
        paragraphs: [
          `${product} uses a strictly necessary session cookie that keeps you signed in and protects your account. It is removed when you log out or the session expires. We do not use advertising cookies.`,
        ],
      },
      whatWeCollect,
      noSale,
      yourRights,
    ],
  },
];

export const legalCopy = {
  fullPrivacyPolicyLink: 'Read the full privacy policy',
  closeAction: 'Close',
} as const;
