/**
 * The e-mail templates the product sends, by code, and the placeholders each may use. Shared by
 * the templates declaration (its check on save), the template form (the list to copy from) and
 * the mail code that fills them in. Descriptions are i18n keys:
 * `resources.templates.code_descriptions.<code>` and
 * `resources.templates.placeholder_descriptions.<placeholder>` (e.g. `...placeholder_descriptions.contract.number`).
 */
import { formatEuro, formatLongDate } from '../i18n/format';
import { madeOnFirstUse } from './made-on-first-use';

export const TEMPLATE_CODES = [
  'contract_end_alert',
  'contract_notice_alert',
  'contract_manual_alert',
  'password_reset',
  'user_welcome',
  'email_changed',
  'two_factor_off',
  'invoice_new',
  'weekly_digest',
  'offer_request',
  'offer_received',
  'offer_interest',
] as const;
export type TemplateCode = (typeof TEMPLATE_CODES)[number];

const CONTRACT = [
  'contract.number',
  'contract.reference',
  'contract.supplier',
  'contract.type',
  'contract.location',
  'contract.startsAt',
  'contract.endsAt',
  'contract.noticeDeadline',
] as const;
const RECIPIENT = ['user.firstName', 'user.lastName', 'company.name'] as const;
/**
 * What an offer request shares with a sponsor (docs/requirements.md#offers): the need, never who has
 * it — no company, people, documents or contract number.
 */
export const OFFER_REQUEST_VALUES = [
  'request.type',
  'request.specifications',
  'request.city',
  'request.endsAt',
  'request.noticeDeadline',
  'request.yearlyValue',
] as const;
/** What showing interest shares with the sponsor: who the company is and whom to contact. */
export const OFFER_IDENTITY_VALUES = [
  'company.name',
  'contact.name',
  'contact.emailAddress',
  'contact.phone',
] as const;

/** Placeholder names (without braces) per template code. */
export const TEMPLATE_PLACEHOLDERS: Readonly<Record<TemplateCode, readonly string[]>> = {
  contract_end_alert: [...RECIPIENT, ...CONTRACT, 'link', 'handleLink'],
  contract_notice_alert: [...RECIPIENT, ...CONTRACT, 'link', 'handleLink'],
  contract_manual_alert: [...RECIPIENT, ...CONTRACT, 'message', 'link'],
  password_reset: ['user.firstName', 'user.lastName', 'link', 'expiresIn'],
  user_welcome: ['user.firstName', 'user.lastName', 'user.emailAddress', 'company.name', 'link', 'expiresIn'],
  email_changed: ['user.firstName', 'user.lastName', 'user.emailAddress', 'link'],
  two_factor_off: ['user.firstName', 'user.lastName', 'link'],
  invoice_new: [
    'company.name',
    'invoice.number',
    'invoice.date',
    'invoice.period',
    'invoice.total',
    'invoice.dueDate',
    'link',
  ],
  weekly_digest: [
    'user.firstName',
    'user.lastName',
    'company.name',
    'digest.list',
    'digest.count',
    'digest.period',
    'link',
  ],
  offer_request: ['sponsor.name', 'sponsor.contactName', ...OFFER_REQUEST_VALUES, 'link'],
  offer_received: [
    ...RECIPIENT,
    ...CONTRACT,
    'offer.sponsor',
    'offer.yearlyPrice',
    'offer.difference',
    'offer.validUntil',
    'link',
  ],
  offer_interest: [
    'sponsor.name',
    'sponsor.contactName',
    ...OFFER_IDENTITY_VALUES,
    'request.type',
    'request.city',
    'request.noticeDeadline',
    'offer.yearlyPrice',
  ],
};

/**
 * Mails to someone with nothing to do in the product: the sponsor told of a company's interest acts
 * by getting in touch, so the mail carries the contact details instead of a link.
 */
export const MAILS_WITHOUT_LINK: readonly TemplateCode[] = ['offer_interest'];

/**
 * Mails that exist to hand over their link: without it a new user never chooses a password and a
 * reset resets nothing, so their text must keep `{{link}}`.
 */
export const MAILS_FOR_THEIR_LINK: readonly TemplateCode[] = ['password_reset', 'user_welcome'];

/**
 * A realistic Dutch value per placeholder (dates written the way the mails write them). Made at the
 * first preview: its amounts make the app's first euro formatter, which loads the browser's locale
 * data (~20 ms in Node), and this module loads with the declarations at every start.
 */
const samples = (): Readonly<Record<string, string>> => ({
  'user.firstName': 'Anna',
  'user.lastName': 'van Dijk',
  'user.emailAddress': 'anna.vandijk@korenschoof.nl',
  'company.name': 'Bakkerij De Korenschoof B.V.',
  'contract.number': 'CB-2026-014',
  'contract.reference': 'ENE-778812',
  'contract.supplier': 'Eneco',
  'contract.type': 'Energie',
  'contract.location': 'Hoofdkantoor Utrecht',
  // A three-year term with three months' notice.
  'contract.startsAt': formatLongDate('2024-03-01', 'nl'),
  'contract.endsAt': formatLongDate('2027-03-01', 'nl'),
  'contract.noticeDeadline': formatLongDate('2026-12-01', 'nl'),
  message: 'Vraag vóór de opzegdatum een nieuwe offerte op en vergelijk die met de huidige tarieven.',
  link: 'https://contractbeheer.nl/contracts/14',
  handleLink: 'https://contractbeheer.nl/afhandelen/14?token=voorbeeld',
  expiresIn: '1 uur',
  'invoice.number': '2026-00042',
  'invoice.date': formatLongDate('2026-03-01', 'nl'),
  'invoice.period': `${formatLongDate('2026-03-01', 'nl')} t/m ${formatLongDate('2026-03-31', 'nl')}`,
  'invoice.total': formatEuro(59.29),
  'invoice.dueDate': formatLongDate('2026-03-15', 'nl'),
  'digest.list': [
    'Week 49 (30 november t/m 6 december)',
    '- maandag 30 november: opzegdatum CB-2026-014 (Eneco, Energie)',
    '  https://contractbeheer.nl/contracts/14',
    '',
    'Week 51 (14 t/m 20 december)',
    '- vrijdag 18 december: einddatum CB-2025-031 (KPN, Telefonie)',
    '  https://contractbeheer.nl/contracts/31',
  ].join('\n'),
  'digest.count': '2',
  'sponsor.name': 'Energiek Inkoop B.V.',
  'sponsor.contactName': 'Sanne de Boer',
  'request.type': 'Energie',
  'request.specifications': ['- Aansluiting: 3x25A', '- Verbruik per jaar (kWh): 42.000'].join('\n'),
  'request.city': 'Utrecht',
  'request.endsAt': formatLongDate('2027-03-01', 'nl'),
  'request.noticeDeadline': formatLongDate('2026-12-01', 'nl'),
  'request.yearlyValue': formatEuro(12500),
  'contact.name': 'Anna van Dijk',
  'contact.emailAddress': 'anna.vandijk@korenschoof.nl',
  'contact.phone': '030 123 45 67',
  'offer.sponsor': 'Energiek Inkoop B.V.',
  'offer.yearlyPrice': formatEuro(11250),
  'offer.difference': `${formatEuro(-1250)} (-10,0%)`,
  'offer.validUntil': formatLongDate('2027-01-15', 'nl'),
  'digest.period': `${formatLongDate('2026-11-30', 'nl')} t/m ${formatLongDate('2026-12-29', 'nl')}`,
});
const PASSWORD_LINK = 'https://contractbeheer.nl/auth/reset-password?token=voorbeeld';
const ACCOUNT_LINK = 'https://contractbeheer.nl/account';
/** Where a code's value differs from the common sample: its link, the welcome link's validity. */
const SAMPLES_OF_CODE: Partial<Record<TemplateCode, Readonly<Record<string, string>>>> = {
  password_reset: { link: PASSWORD_LINK },
  user_welcome: { link: PASSWORD_LINK, expiresIn: '7 dagen' },
  invoice_new: { link: 'https://contractbeheer.nl/invoices' },
  weekly_digest: { link: 'https://contractbeheer.nl/calendar' },
  offer_request: { link: 'https://contractbeheer.nl/aanbod/voorbeeld' },
  email_changed: { link: ACCOUNT_LINK },
  two_factor_off: { link: ACCOUNT_LINK },
};

/** Sample values for exactly the placeholders of each code: the template form's preview. */
export const placeholderSamples = madeOnFirstUse(() => {
  const common = samples();
  return Object.fromEntries(
    TEMPLATE_CODES.map((code) => [
      code,
      Object.fromEntries(
        TEMPLATE_PLACEHOLDERS[code].map((name) => [
          name,
          SAMPLES_OF_CODE[code]?.[name] ?? common[name] ?? '',
        ]),
      ),
    ]),
  ) as Readonly<Record<TemplateCode, Readonly<Record<string, string>>>>;
});

/** `{{user.firstName}}` and `{{user.lastName}}` of a receiver; the last name with its affix ('van Dijk'). */
export const recipientValues = (user: {
  firstName: string;
  affix?: string | null;
  lastName: string;
}): Record<'user.firstName' | 'user.lastName', string> => ({
  'user.firstName': user.firstName,
  'user.lastName': [user.affix, user.lastName].filter((part) => part?.trim()).join(' '),
});

/** Every placeholder any template may use, once each. */
export const ALL_PLACEHOLDERS: readonly string[] = [...new Set(Object.values(TEMPLATE_PLACEHOLDERS).flat())];

export const isTemplateCode = (value: unknown): value is TemplateCode =>
  typeof value === 'string' && (TEMPLATE_CODES as readonly string[]).includes(value);

/** `{{ name }}` as written in a template; the name is trimmed. */
const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** The placeholder names a text uses, in order of first use. */
export const placeholdersIn = (text: string): string[] => [
  ...new Set([...text.matchAll(PLACEHOLDER)].map((match) => match[1])),
];

/** The placeholders of a text that the template code does not offer (an unknown code offers none). */
export const unknownPlaceholders = (code: string, text: string): string[] => {
  const allowed = isTemplateCode(code) ? TEMPLATE_PLACEHOLDERS[code] : [];
  return placeholdersIn(text).filter((name) => !allowed.includes(name));
};

/** The placeholders of a code as shown in the form: `{{name}}`, one a line. */
export const placeholderList = (code: string): string =>
  isTemplateCode(code) ? TEMPLATE_PLACEHOLDERS[code].map((name) => `{{${name}}}`).join('\n') : '';

/** Fills a template's text; a placeholder without a value is left empty. */
export const fillPlaceholders = (text: string, values: Readonly<Record<string, string>>): string =>
  text.replace(PLACEHOLDER, (_match, name: string) => values[name] ?? '');

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** Placeholders whose value is one address of the product: `link`, `handleLink`. */
const LINK_VALUES = /^(link|[a-z]+Link)$/;
/** An http(s) address in escaped text: up to whitespace or an escaped quote or bracket. */
const WEB_ADDRESS = /https?:\/\/[^\s<>"]+?(?=[.,;:!?)]*(?:\s|$|&lt;|&gt;|&quot;))/g;

/**
 * A template filled in: the subject and the plain text as written, and an HTML body in which the
 * template's own text and every value are escaped (a contract reference like `<b>` or a message
 * with a script stays text), blank lines make paragraphs and the product's links are links.
 */
export function renderTemplate(
  template: { subject: string; content: string },
  values: Readonly<Record<string, string>>,
): RenderedMail {
  // One line: a value with a line break must not start a second header.
  const subject = fillPlaceholders(template.subject, values).replace(/\s+/g, ' ').trim();
  const text = fillPlaceholders(template.content, values);
  // The product's own addresses become links: a link value whole, the addresses in a digest's
  // lines; what a user wrote (a message) stays text.
  const htmlValue = (name: string): string => {
    const value = values[name] ?? '';
    if (LINK_VALUES.test(name) && /^https?:\/\//.test(value)) {
      const href = escapeHtml(value);
      return `<a href="${href}">${href}</a>`;
    }
    const html = escapeHtml(value);
    return (
      name === 'digest.list' ? html.replace(WEB_ADDRESS, (href) => `<a href="${href}">${href}</a>`) : html
    ).replace(/\r?\n/g, '<br>');
  };
  const paragraphs = template.content.split(/\r?\n\s*\r?\n/).map((paragraph) => {
    const parts = paragraph.split(PLACEHOLDER);
    // split() with one capture group alternates text and placeholder names.
    const html = parts
      .map((part, index) => (index % 2 === 1 ? htmlValue(part.trim()) : escapeHtml(part)))
      .join('')
      .replace(/\r?\n/g, '<br>');
    return `<p>${html}</p>`;
  });
  return { subject, text, html: paragraphs.join('\n') };
}
