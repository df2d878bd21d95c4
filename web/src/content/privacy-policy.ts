import { BRAND, POLICY_EFFECTIVE_DATE } from '@pointforge/domain';

/** The /privacy-policy page (SITE-SPEC section 2): six sections, contact at the support address. */

export interface PolicyList {
  /** A sub-heading (h3), when the list needs one. */
  readonly heading?: string;
  readonly items: readonly string[];
}

export interface PolicySection {
  readonly id: string;
  readonly heading: string;
  readonly paragraphs: readonly string[];
  readonly lists?: readonly PolicyList[];
  /** Shown after the paragraphs as a mailto link. */
  readonly email?: string;
}

const product = BRAND.productName;

const sections: readonly PolicySection[] = [
  {
    id: 'information-we-collect',
    heading: 'Information We Collect',
    paragraphs: ['We collect only what we need to provide and improve the service.'],
    lists: [
      {
        heading: 'Account information',
        items: ['Name', 'Email', 'Company', 'Password (hashed)'],
      },
      {
        heading: 'Other information',
        items: [
          'Usage data: pages visited, features used, licence activity and installer downloads',
          'Communication preferences: whether you receive newsletters, product updates and promotions',
          'Support and feedback: the support requests, demo requests, messages and suggestions you send us',
        ],
      },
    ],
  },
  {
    id: 'how-we-use-information',
    heading: 'How We Use Your Information',
    paragraphs: ['We use your information to:'],
    lists: [
      {
        items: [
          'Create and secure your account, verify your email address and let you sign in',
          'Issue and manage trial and subscription licences, and process payments',
          'Provide support and reply to demo requests and messages',
          'Send service emails and, if you choose, newsletters, product updates and promotions',
          'Understand how the product is used so we can improve it',
        ],
      },
    ],
  },
  {
    id: 'how-we-protect-information',
    heading: 'How We Protect Your Information',
    paragraphs: [
      'Passwords are hashed with a modern, slow hashing algorithm, and data travels over encrypted connections. Sign-in sessions use secure, HTTP-only cookies.',
      'Access to personal information is limited to staff who need it to run the service, and payment card details are handled by our payment provider, never stored by us.',
    ],
  },
  {
    id: 'your-rights-and-choices',
    heading: 'Your Rights and Choices',
    paragraphs: [
      'You may request access to, correction of or deletion of your personal information at any time. You can update your profile and delete your account from the dashboard.',
      'Deleting your account removes your profile, sign-in sessions and links. We keep your licence records (key, plan and expiry) without your name or email address. To prevent trial abuse we also keep a keyed hash of your email address: a code made with a secret key from which the address cannot be read back, and which only tells us that the address has already had a free trial.',
      'You can change your email preferences in the dashboard or unsubscribe from any marketing email. Service emails about your account and licences are still sent while your account is open.',
    ],
  },
  {
    id: 'data-sharing',
    heading: 'Data Sharing',
    paragraphs: [
      'We do not sell your personal information. We share it only with service providers that help us run the service, such as payment processing, email delivery and hosting, under agreements that require them to protect it, or when the law requires us to.',
    ],
  },
  {
    id: 'contact-us',
    heading: 'Contact Us',
    paragraphs: ['If you have questions about this policy or want to exercise your rights, email us at:'],
    email: BRAND.supportEmail,
  },
];

export const privacyPolicyCopy = {
  meta: {
    title: 'Privacy Policy',
    description: `How ${product} collects, uses, protects and shares your personal information, and the rights and choices you have.`,
    keywords: ['privacy policy', `${product} privacy`, 'personal data', 'data protection'],
  },
  heading: 'Privacy Policy',
  effectiveDate: `Effective date: ${POLICY_EFFECTIVE_DATE}`,
  intro: `This policy explains what information ${product} collects when you use our web site, customer area and software, how we use and protect it, and the choices you have. We do not sell your personal information.`,
  sections,
};
