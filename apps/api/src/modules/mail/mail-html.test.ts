import { describe, expect, it } from 'vitest';
import { renderMail } from './mail-html';

describe('renderMail', () => {
  const content = {
    language: 'fr' as const,
    subject: 'Sujet <important>',
    blocks: [
      { kind: 'paragraph' as const, text: 'Bonjour <script>alert(1)</script> & "vous",\nligne deux' },
      { kind: 'button' as const, label: 'Ouvrir', href: 'https://tariq.example/x?a=1&b="2"' },
      { kind: 'note' as const, text: 'Petit texte' },
    ],
  };

  it('makes the text and the HTML from the same blocks, every value escaped in the HTML', () => {
    const mail = renderMail(content);
    expect(mail.subject).toBe('Sujet <important>');
    expect(mail.text).toBe(
      'Bonjour <script>alert(1)</script> & "vous",\nligne deux\n\nhttps://tariq.example/x?a=1&b="2"\n\nPetit texte',
    );
    expect(mail.html).toContain('Bonjour &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;vous&quot;,<br>ligne deux');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('<title>Sujet &lt;important&gt;</title>');
    expect(mail.html).toContain('<a href="https://tariq.example/x?a=1&amp;b=&quot;2&quot;"');
    expect(mail.html).toContain('>Ouvrir</a>');
    expect(mail.html).toContain('<html lang="fr" dir="ltr">');
  });

  it('sets Arabic right to left', () => {
    expect(renderMail({ ...content, language: 'ar' }).html).toContain('<html lang="ar" dir="rtl">');
  });

  it('never makes a button of an address that is not a web link', () => {
    const html = renderMail({
      ...content,
      blocks: [{ kind: 'button', label: 'Ouvrir', href: 'javascript:alert(1)' }],
    }).html;
    expect(html).not.toContain('<a ');
    expect(html).toContain('javascript:alert(1)');
  });
});
