// The contact form's mailto: address: everything percent-encoded, no header injection, CRLF line breaks.
import { describe, expect, it } from 'vitest';
import { buildMailto } from '../../src/content/mailto.ts';

const labels = { name: 'Nom', email: 'Courriel', locale: 'fr' } as const;
const parse = (url: string) => {
  const [address, query = ''] = url.slice('mailto:'.length).split('?');
  const params = Object.fromEntries(query.split('&').map((pair) => pair.split('=') as [string, string]));
  return {
    address,
    params,
    decoded: Object.fromEntries(Object.entries(params).map(([key, value]) => [key, decodeURIComponent(value)])),
  };
};

describe('buildMailto', () => {
  it('addresses the firm with the subject and a body of name, email and message', () => {
    const url = buildMailto(
      'info@example.com',
      {
        name: 'Éloïse Tremblay',
        email: 'eloise@example.org',
        subject: 'Impôts 2026',
        message: 'Bonjour,\nJ’ai une question.',
      },
      labels,
    );
    const { address, params, decoded } = parse(url);
    expect(address).toBe('info@example.com');
    expect(Object.keys(params)).toEqual(['subject', 'body']);
    expect(decoded.subject).toBe('Impôts 2026');
    expect(decoded.body).toBe(
      'Nom : Éloïse Tremblay\r\nCourriel : eloise@example.org\r\n\r\nBonjour,\r\nJ’ai une question.',
    );
  });

  it('writes the English labels the English way, with no space before the colon', () => {
    const { decoded } = parse(
      buildMailto(
        'info@example.com',
        { name: 'Ann Lee', email: 'ann@example.org', subject: 'Tax', message: 'Hi' },
        { name: 'Name', email: 'Email', locale: 'en' },
      ),
    );
    expect(decoded.body).toBe('Name: Ann Lee\r\nEmail: ann@example.org\r\n\r\nHi');
  });

  it('encodes &, ?, #, + and spaces so no character changes the meaning of the address', () => {
    const url = buildMailto(
      'info@example.com',
      { name: 'A & B', email: 'a+b@example.org', subject: 'Q&A? #1 + 2 = 3', message: 'x' },
      labels,
    );
    expect(url).not.toContain(' ');
    // A + would read as a space in some mail programs; encodeURIComponent writes %2B and %20.
    expect(url).not.toContain('+');
    const { params, decoded } = parse(url);
    expect(Object.keys(params)).toEqual(['subject', 'body']);
    expect(decoded.subject).toBe('Q&A? #1 + 2 = 3');
    expect(params.subject).toBe('Q%26A%3F%20%231%20%2B%202%20%3D%203');
  });

  it('keeps a subject on one line, so CR/LF cannot add a header', () => {
    const url = buildMailto(
      'info@example.com',
      { name: 'x', email: 'x@example.org', subject: 'Hello\r\nBcc: victim@example.org', message: 'x' },
      labels,
    );
    const { params, decoded } = parse(url);
    expect(url).not.toMatch(/[\r\n]/);
    expect(Object.keys(params)).toEqual(['subject', 'body']);
    expect(decoded.subject).toBe('Hello Bcc: victim@example.org');
    expect(params.subject).not.toMatch(/%0D|%0A/i);
  });
});
