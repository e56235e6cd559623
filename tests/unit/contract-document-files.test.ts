/**
 * Contract documents: the shown name of an upload (whatever the browser or a client sends) and
 * the type told by the bytes. The multipart parser already drops paths; this is the second line.
 */
import { describe, expect, it } from 'vitest';
import { cleanFileName, documentTypeOf } from '../../server/contracts/document-files';
import { demoPdf } from '../../server/seed/documents';

describe('the shown name of an upload', () => {
  it.each([
    ['../../etc/passwd', 'passwd'],
    ['..\\..\\Windows\\win.ini', 'win.ini'],
    ['C:\\Users\\anna\\Offerte 2026.pdf', 'Offerte 2026.pdf'],
    ['map/sub/', 'document'],
    ['..', 'document'],
    ['', 'document'],
    ['  \u0000\u001b[31m ', '[31m'],
    ['factuur\u202Efdp.exe', 'factuurfdp.exe'],
    ['regel\r\nX-Header: 1.pdf', 'regelX-Header: 1.pdf'],
    ['Café €.pdf', 'Café €.pdf'],
  ])('%j is shown as %j', (raw, shown) => {
    expect(cleanFileName(raw)).toBe(shown);
  });

  it('is at most 200 characters, never splitting a character in two', () => {
    expect(cleanFileName('a'.repeat(500))).toHaveLength(200);
    expect(Array.from(cleanFileName('😀'.repeat(300)))).toHaveLength(200);
  });

  it('keeps the extension of a shortened name, which says what the file is', () => {
    const shortened = cleanFileName(`${'Jaarverslag leverancier '.repeat(12)}.txt`);
    expect(shortened).toMatch(/^Jaarverslag leverancier .*[^ ]\.txt$/);
    expect(shortened.length).toBeLessThanOrEqual(200);
  });
});

describe('the type of a document', () => {
  it('is told by the bytes, whatever the name says', () => {
    expect(documentTypeOf(demoPdf(['x']), 'foto.png')).toBe('application/pdf');
    expect(documentTypeOf(Buffer.from('%PDF'), 'kort.pdf')).toBeNull();
  });

  it('takes the name only to tell the formats that share a container apart', () => {
    const zip = Buffer.from('PK\x03\x04rest');
    expect(documentTypeOf(zip, 'Sheet.XLSX')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(documentTypeOf(zip, 'slides.pptx')).toContain('presentationml');
    expect(documentTypeOf(zip, 'archief.zip')).toBeNull();
    const ole = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    expect(documentTypeOf(ole, 'oud.doc')).toBe('application/msword');
    expect(documentTypeOf(ole, 'oud.msi')).toBeNull();
  });

  it('accepts text only as .txt or .csv, in UTF-8 without NUL bytes', () => {
    expect(documentTypeOf(Buffer.from('Zoë; 12'), 'lijst.csv')).toBe('text/csv; charset=utf-8');
    expect(documentTypeOf(Buffer.from('hallo'), 'notitie.txt')).toBe('text/plain; charset=utf-8');
    expect(documentTypeOf(Buffer.from('<html></html>'), 'pagina.html')).toBeNull();
    expect(documentTypeOf(Buffer.from('a\x00b'), 'notitie.txt')).toBeNull();
    expect(documentTypeOf(Buffer.from([0xc3, 0x28]), 'notitie.txt')).toBeNull();
  });
});

describe('the demo PDF', () => {
  it('has a cross-reference table whose offsets point at its objects', () => {
    const pdf = demoPdf(['Contract CT-2026-001 — voorbeeld', 'Haakjes (en) \\ blijven']).toString('latin1');
    const start = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(pdf)?.[1]);
    expect(pdf.slice(start, start + 4)).toBe('xref');
    const entries = pdf.slice(start).split('\n').slice(3, 8);
    entries.forEach((entry, index) => {
      expect(entry).toMatch(/^\d{10} 00000 n $/);
      expect(pdf.slice(Number(entry.slice(0, 10)))).toMatch(new RegExp(`^${index + 1} 0 obj\\n`));
    });
    expect(pdf).toContain('(Contract CT-2026-001 \x97 voorbeeld)');
    expect(pdf).toContain('(Haakjes \\(en\\) \\\\ blijven)');
  });
});
