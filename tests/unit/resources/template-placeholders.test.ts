import { describe, expect, it } from 'vitest';
import { templateError } from '../../../src/schema/resources/templates';
import {
  fillPlaceholders,
  MAILS_WITHOUT_LINK,
  placeholderList,
  placeholdersIn,
  TEMPLATE_CODES,
  TEMPLATE_PLACEHOLDERS,
  unknownPlaceholders,
} from '../../../src/schema/template-placeholders';

describe('template placeholders', () => {
  it('finds placeholders with or without spaces inside the braces, each once', () => {
    expect(placeholdersIn('{{link}} en {{ contract.number }}, nogmaals {{link}}')).toEqual([
      'link',
      'contract.number',
    ]);
    expect(placeholdersIn('Geen plaatshouders, wel {enkele} accolades')).toEqual([]);
  });

  it('allows a code only its own placeholders', () => {
    expect(
      unknownPlaceholders('contract_end_alert', '{{contract.endsAt}} {{contract.noticeDeadline}}'),
    ).toEqual([]);
    expect(unknownPlaceholders('password_reset', 'Hoi {{user.firstName}}, {{contract.number}}')).toEqual([
      'contract.number',
    ]);
    expect(unknownPlaceholders('contract_manual_alert', '{{message}}')).toEqual([]);
    expect(unknownPlaceholders('contract_end_alert', '{{message}}')).toEqual(['message']);
    expect(unknownPlaceholders('no_such_code', '{{link}}')).toEqual(['link']);
    expect(unknownPlaceholders('user_welcome', '{{}}')).toEqual(['']);
  });

  it('gives every code a link to act on, and the sponsor told of interest whom to contact instead', () => {
    for (const code of TEMPLATE_CODES.filter((code) => !MAILS_WITHOUT_LINK.includes(code)))
      expect(TEMPLATE_PLACEHOLDERS[code]).toContain('link');
    expect(TEMPLATE_PLACEHOLDERS.offer_interest).toEqual(
      expect.arrayContaining(['company.name', 'contact.name', 'contact.emailAddress', 'contact.phone']),
    );
  });

  it('lists the placeholders of a code as they are written', () => {
    expect(placeholderList('password_reset').split('\n')).toEqual([
      '{{user.firstName}}',
      '{{user.lastName}}',
      '{{link}}',
      '{{expiresIn}}',
    ]);
    expect(placeholderList('unknown')).toBe('');
  });

  it('fills placeholders; a missing value leaves the spot empty', () => {
    expect(
      fillPlaceholders('Beste {{ user.firstName }}, {{link}}{{x}}', { 'user.firstName': 'Anna', link: 'L' }),
    ).toBe('Beste Anna, L');
  });

  it('names the first text with an unknown placeholder', () => {
    expect(templateError({ code: 'user_welcome', subject: '{{a}}', content: '{{b}}' })).toEqual({
      field: 'subject',
      message: 'resources.templates.errors.unknown_placeholder',
    });
    expect(templateError({ code: 'user_welcome', subject: 'Welkom', content: '{{b}}' })?.field).toBe(
      'content',
    );
    expect(templateError({ code: 'user_welcome', subject: 'Welkom', content: '{{link}}' })).toBeNull();
  });
});
