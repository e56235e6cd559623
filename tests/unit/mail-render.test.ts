import { describe, expect, it } from 'vitest';
import { DEFAULT_TEMPLATES } from '../../server/mail/default-templates';
import {
  MAILS_WITHOUT_LINK,
  placeholderSamples,
  recipientValues,
  renderTemplate,
  TEMPLATE_CODES,
  TEMPLATE_PLACEHOLDERS,
} from '../../src/schema/template-placeholders';

describe('renderTemplate', () => {
  it('fills subject, text and HTML from the values', () => {
    const mail = renderTemplate(
      {
        subject: 'Contract {{contract.number}} loopt af',
        content: 'Beste {{user.firstName}},\n\nTot ziens.',
      },
      { 'contract.number': 'CB-2026-014', 'user.firstName': 'Anna' },
    );
    expect(mail).toEqual({
      subject: 'Contract CB-2026-014 loopt af',
      text: 'Beste Anna,\n\nTot ziens.',
      html: '<p>Beste Anna,</p>\n<p>Tot ziens.</p>',
    });
  });

  it('escapes every value in the HTML, and keeps the plain text as it was given', () => {
    const values = { message: '<script>alert("x")</script> & \'zo\'', 'contract.reference': '<b>ref</b>' };
    const mail = renderTemplate(
      { subject: '{{contract.reference}}', content: '{{message}} {{contract.reference}}' },
      values,
    );
    expect(mail.html).toBe(
      '<p>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;zo&#39; &lt;b&gt;ref&lt;/b&gt;</p>',
    );
    expect(mail.html).not.toContain('<script');
    expect(mail.text).toBe('<script>alert("x")</script> & \'zo\' <b>ref</b>');
    // A subject is a header, not HTML: it stays as written.
    expect(mail.subject).toBe('<b>ref</b>');
  });

  it("escapes the template's own text too: an admin cannot put markup in a mail", () => {
    const mail = renderTemplate(
      { subject: 'x', content: '<img src=x onerror="alert(1)"> & <a href="https://evil.example">klik</a>' },
      {},
    );
    expect(mail.html).toBe(
      '<p>&lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; &lt;a href=&quot;https://evil.example&quot;&gt;klik&lt;/a&gt;</p>',
    );
  });

  it('makes an http(s) link value a link, and leaves any other link value text', () => {
    const link = (value: string) =>
      renderTemplate({ subject: 's', content: 'Ga naar {{link}}' }, { link: value }).html;
    expect(link('https://contractbeheer.nl/contracts/14?a=1&b=2')).toBe(
      '<p>Ga naar <a href="https://contractbeheer.nl/contracts/14?a=1&amp;b=2">https://contractbeheer.nl/contracts/14?a=1&amp;b=2</a></p>',
    );
    expect(link('http://localhost:3000/x')).toContain('<a href="http://localhost:3000/x">');
    // A script URL or an attribute break-out stays inert text.
    expect(link('javascript:alert(1)')).toBe('<p>Ga naar javascript:alert(1)</p>');
    expect(link('https://x.nl/" onmouseover="alert(1)')).toBe(
      '<p>Ga naar <a href="https://x.nl/&quot; onmouseover=&quot;alert(1)">https://x.nl/&quot; onmouseover=&quot;alert(1)</a></p>',
    );
    // Only the product's links become links: `link`, `handleLink`, the addresses in a digest.
    expect(renderTemplate({ subject: 's', content: '{{message}}' }, { message: 'https://x.nl' }).html).toBe(
      '<p>https://x.nl</p>',
    );
    expect(
      renderTemplate(
        { subject: 's', content: '{{handleLink}}' },
        { handleLink: 'https://x.nl/afhandelen/3?token=t' },
      ).html,
    ).toBe('<p><a href="https://x.nl/afhandelen/3?token=t">https://x.nl/afhandelen/3?token=t</a></p>');
    expect(
      renderTemplate(
        { subject: 's', content: '{{digest.list}}' },
        { 'digest.list': 'Week 48\n- 30 november: KS-1 <Eneco>, https://x.nl/contracts/1.' },
      ).html,
    ).toBe(
      '<p>Week 48<br>- 30 november: KS-1 &lt;Eneco&gt;, <a href="https://x.nl/contracts/1">https://x.nl/contracts/1</a>.</p>',
    );
  });

  it('keeps the subject one line, whatever line breaks a value or the template holds', () => {
    const mail = renderTemplate(
      { subject: 'Herinnering:\n{{message}}  ', content: '' },
      { message: 'eerste regel\r\nBcc: iemand@example.com\nderde' },
    );
    expect(mail.subject).toBe('Herinnering: eerste regel Bcc: iemand@example.com derde');
    expect(mail.subject).not.toMatch(/[\r\n]/);
  });

  it('leaves a placeholder without a value empty, in subject, text and HTML', () => {
    const mail = renderTemplate(
      { subject: 'Hoi {{user.firstName}}{{onbekend}}!', content: 'A{{onbekend}}B {{ link }}' },
      { 'user.firstName': 'Anna' },
    );
    expect(mail).toEqual({ subject: 'Hoi Anna!', text: 'AB ', html: '<p>AB </p>' });
  });

  it('turns blank lines into paragraphs and single line breaks (also in values) into <br>', () => {
    const mail = renderTemplate(
      { subject: 's', content: 'Regel 1\nRegel 2\n\n{{message}}\r\n\r\nEinde' },
      { message: 'a\nb' },
    );
    expect(mail.html).toBe('<p>Regel 1<br>Regel 2</p>\n<p>a<br>b</p>\n<p>Einde</p>');
  });
});

describe('recipientValues', () => {
  it('gives the first name, and the last name with its affix', () => {
    expect(recipientValues({ firstName: 'Anna', affix: 'van', lastName: 'Dijk' })).toEqual({
      'user.firstName': 'Anna',
      'user.lastName': 'van Dijk',
    });
    expect(recipientValues({ firstName: 'Sanne', affix: '', lastName: 'Jansen' })['user.lastName']).toBe(
      'Jansen',
    );
    expect(recipientValues({ firstName: 'Kees', affix: null, lastName: 'Horst' })['user.lastName']).toBe(
      'Horst',
    );
  });
});

describe('placeholderSamples', () => {
  it('has a sample for every placeholder of every code, and no others', () => {
    for (const code of TEMPLATE_CODES) {
      const samples = placeholderSamples()[code];
      expect(Object.keys(samples).sort(), code).toEqual([...TEMPLATE_PLACEHOLDERS[code]].sort());
      for (const name of TEMPLATE_PLACEHOLDERS[code])
        expect(samples[name]?.trim(), `${code} ${name}`).toBeTruthy();
      if (!MAILS_WITHOUT_LINK.includes(code)) expect(samples.link, code).toMatch(/^https:\/\//);
    }
  });

  it('reads as real Dutch data: Dutch long dates, a contract number, a supplier', () => {
    const samples = placeholderSamples().contract_notice_alert;
    expect(samples['contract.number']).toBe('CB-2026-014');
    expect(samples['contract.supplier']).toBe('Eneco');
    expect(samples['contract.endsAt']).toBe('1 maart 2027');
    expect(samples['contract.noticeDeadline']).toBe('1 december 2026');
    expect(placeholderSamples().password_reset.expiresIn).toBe('1 uur');
    expect(placeholderSamples().user_welcome.expiresIn).toBe('7 dagen');
  });

  it('fills every default template completely', () => {
    for (const code of TEMPLATE_CODES) {
      const mail = renderTemplate(DEFAULT_TEMPLATES[code], placeholderSamples()[code]);
      expect(`${mail.subject}\n${mail.text}`, code).not.toMatch(/\{\{|\}\}/);
      if (MAILS_WITHOUT_LINK.includes(code)) expect(mail.text, code).not.toContain('https://');
      else expect(mail.html, code).toContain(`<a href="${placeholderSamples()[code].link}">`);
    }
    expect(
      renderTemplate(DEFAULT_TEMPLATES.contract_notice_alert, placeholderSamples().contract_notice_alert)
        .subject,
    ).toBe('Opzeggen kan tot 1 december 2026: contract CB-2026-014');
  });
});
