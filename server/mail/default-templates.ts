/**
 * The Dutch texts every install starts with, one per template code: seeded into the templates
 * resource (server/seed) and used whenever a code has no stored template.
 */
import type { TemplateCode } from '../../src/schema/template-placeholders';

export interface DefaultTemplate {
  name: string;
  subject: string;
  content: string;
}

const TEMPLATES: readonly (DefaultTemplate & { code: TemplateCode })[] = [
  {
    code: 'contract_end_alert',
    name: 'Contract loopt af',
    subject: 'Contract {{contract.number}} met {{contract.supplier}} loopt af op {{contract.endsAt}}',
    content: [
      'Beste {{user.firstName}},',
      '',
      'Het contract {{contract.number}} ({{contract.type}}) met {{contract.supplier}} voor {{contract.location}} loopt af op {{contract.endsAt}}.',
      'Bekijk het contract en beslis op tijd of je wilt verlengen of overstappen:',
      '{{link}}',
      '',
      'Al geregeld of besloten? Geef met één klik aan wat er met deze termijn gebeurt (opgezegd, verlengd of laten doorlopen); je hoeft daarvoor niet in te loggen:',
      '{{handleLink}}',
      '',
      'Met vriendelijke groet,',
      'Contractbeheer',
    ].join('\n'),
  },
  {
    code: 'contract_notice_alert',
    name: 'Opzegtermijn verstrijkt',
    subject: 'Opzeggen kan tot {{contract.noticeDeadline}}: contract {{contract.number}}',
    content: [
      'Beste {{user.firstName}},',
      '',
      'Wil je het contract {{contract.number}} met {{contract.supplier}} niet verlengen? Zeg het dan uiterlijk {{contract.noticeDeadline}} op.',
      'Daarna loopt het contract door tot ten minste {{contract.endsAt}}.',
      '{{link}}',
      '',
      'Al geregeld of besloten? Geef met één klik aan wat er met deze termijn gebeurt (opgezegd, verlengd of laten doorlopen); je hoeft daarvoor niet in te loggen:',
      '{{handleLink}}',
      '',
      'Met vriendelijke groet,',
      'Contractbeheer',
    ].join('\n'),
  },
  {
    code: 'contract_manual_alert',
    name: 'Handmatige melding',
    subject: 'Herinnering: contract {{contract.number}} met {{contract.supplier}}',
    content: [
      'Beste {{user.firstName}},',
      '',
      'Je hebt een herinnering ingesteld bij het contract {{contract.number}} met {{contract.supplier}}:',
      '',
      '{{message}}',
      '',
      '{{link}}',
      '',
      'Met vriendelijke groet,',
      'Contractbeheer',
    ].join('\n'),
  },
  {
    code: 'password_reset',
    name: 'Wachtwoord herstellen',
    subject: 'Stel een nieuw wachtwoord in',
    content: [
      'Beste {{user.firstName}},',
      '',
      'Je hebt gevraagd om een nieuw wachtwoord. Kies het via deze link, die {{expiresIn}} geldig is:',
      '{{link}}',
      '',
      'Heb je dit niet zelf gevraagd? Dan kun je dit bericht negeren; je wachtwoord blijft hetzelfde.',
      '',
      'Met vriendelijke groet,',
      'Contractbeheer',
    ].join('\n'),
  },
  {
    code: 'user_welcome',
    name: 'Welkom',
    subject: 'Welkom bij Contractbeheer, {{user.firstName}}',
    content: [
      'Beste {{user.firstName}},',
      '',
      'Er is een account voor je aangemaakt bij Contractbeheer ({{company.name}}).',
      'Je logt in met {{user.emailAddress}}. Kies eerst een wachtwoord via deze link, die {{expiresIn}} geldig is:',
      '{{link}}',
      '',
      'Met vriendelijke groet,',
      'Contractbeheer',
    ].join('\n'),
  },
  {
    code: 'email_changed',
    name: 'E-mailadres gewijzigd',
    subject: 'Je e-mailadres voor Contractbeheer is gewijzigd',
    content: [
      'Beste {{user.firstName}},',
      '',
      'Het e-mailadres waarmee je inlogt bij Contractbeheer is gewijzigd in {{user.emailAddress}}. Dit bericht gaat naar je vorige adres.',
      '',
      'Heb je dit niet zelf gedaan? Neem dan direct contact op met de beheerder van je organisatie: iemand anders kan toegang hebben tot je account.',
      'Je accountinstellingen:',
      '{{link}}',
      '',
      'Met vriendelijke groet,',
      'Contractbeheer',
    ].join('\n'),
  },
  {
    code: 'two_factor_off',
    name: 'Tweestapsverificatie uitgezet',
    subject: 'Tweestapsverificatie is uitgezet',
    content: [
      'Beste {{user.firstName}},',
      '',
      'Voor je account bij Contractbeheer is de tweestapsverificatie zojuist uitgezet. Inloggen vraagt nu alleen nog je wachtwoord.',
      '',
      'Heb je dit niet zelf gedaan? Wijzig dan direct je wachtwoord en neem contact op met de beheerder van je organisatie:',
      '{{link}}',
      '',
      'Met vriendelijke groet,',
      'Contractbeheer',
    ].join('\n'),
  },
  {
    code: 'invoice_new',
    name: 'Nieuwe factuur',
    subject: 'Factuur {{invoice.number}} van Contractbeheer',
    content: [
      'Beste klant,',
      '',
      'In de bijlage vind je factuur {{invoice.number}} van {{invoice.date}} voor het abonnement van {{company.name}} over {{invoice.period}}.',
      'Het bedrag van {{invoice.total}} (inclusief btw) betaal je uiterlijk {{invoice.dueDate}} per bankoverschrijving, onder vermelding van het factuurnummer.',
      '',
      'Al je facturen vind je ook in Contractbeheer:',
      '{{link}}',
      '',
      'Met vriendelijke groet,',
      'Contractbeheer',
    ].join('\n'),
  },
  {
    code: 'weekly_digest',
    name: 'Weekoverzicht',
    subject: 'Je contracten: {{digest.count}} datums van {{digest.period}}',
    content: [
      'Beste {{user.firstName}},',
      '',
      'Dit zijn de uiterste opzegdatums en einddatums van de contracten van {{company.name}} van {{digest.period}}, per week:',
      '',
      '{{digest.list}}',
      '',
      'Alles op een rij in de kalender:',
      '{{link}}',
      '',
      'Je krijgt dit overzicht elke maandag. Kies op je accountpagina of je liever losse meldingen krijgt.',
      '',
      'Met vriendelijke groet,',
      'Contractbeheer',
    ].join('\n'),
  },
];

export const DEFAULT_TEMPLATES = Object.fromEntries(
  TEMPLATES.map(({ code, ...template }) => [code, template]),
) as Readonly<Record<TemplateCode, DefaultTemplate>>;
