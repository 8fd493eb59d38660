import { RTL_LANGUAGES } from '@tariq/contracts';
import type { TLanguage } from '@tariq/contracts';

/**
 * A mail told in blocks, from which both its plain text and its HTML are made: the two parts say
 * the same thing in the same words, and a text changed once changes both.
 */
export type TMailBlock =
  | { kind: 'paragraph'; text: string }
  /** A call to action: a button in HTML, the bare link on its own line in the text. */
  | { kind: 'button'; label: string; href: string }
  /** Small print under the rest (what the link does, who to ignore it). */
  | { kind: 'note'; text: string };

export type TMailContent = { language: TLanguage; subject: string; blocks: readonly TMailBlock[] };

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Every value put in the HTML goes through this: a user's name is text, never markup. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]!);
}

/** Only web links become buttons: a `javascript:` or `data:` address must never be clickable. */
function isWebLink(href: string): boolean {
  return /^https?:\/\//i.test(href);
}

/** The plain-text part: paragraphs apart, each link alone on its line (mail clients make it clickable). */
export function renderMailText(content: TMailContent): string {
  return content.blocks
    .map((block) => {
      switch (block.kind) {
        case 'paragraph':
        case 'note':
          return block.text;
        case 'button':
          return block.href;
      }
    })
    .join('\n\n');
}

const paragraphStyle = 'margin:0 0 16px;font-size:16px;line-height:1.5;color:#1f2933;';
const noteStyle = 'margin:0 0 12px;font-size:13px;line-height:1.5;color:#616e7c;';
const buttonStyle =
  'display:inline-block;padding:12px 24px;background:#1c7ed6;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:600;font-size:16px;';

/** Line breaks of a text block kept in HTML (a signature under a greeting). */
function htmlLines(text: string): string {
  return escapeHtml(text).replace(/\n/g, '<br>');
}

/**
 * The HTML part: one table-based column (what mail clients render alike), inline styles only
 * (most strip `<style>`), right to left for Arabic, every value escaped.
 */
export function renderMailHtml(content: TMailContent): string {
  const direction = RTL_LANGUAGES.includes(content.language) ? 'rtl' : 'ltr';
  const align = direction === 'rtl' ? 'right' : 'left';
  const body = content.blocks
    .map((block) => {
      switch (block.kind) {
        case 'paragraph':
          return `<p style="${paragraphStyle}">${htmlLines(block.text)}</p>`;
        case 'note':
          return `<p style="${noteStyle}">${htmlLines(block.text)}</p>`;
        case 'button': {
          if (!isWebLink(block.href)) return `<p style="${paragraphStyle}">${escapeHtml(block.href)}</p>`;
          const href = escapeHtml(block.href);
          return [
            `<p style="margin:24px 0;text-align:center;"><a href="${href}" style="${buttonStyle}">${escapeHtml(block.label)}</a></p>`,
            // The address itself too: a client that shows no button still has the link.
            `<p style="${noteStyle}word-break:break-all;"><a href="${href}" style="color:#1c7ed6;">${href}</a></p>`,
          ].join('\n');
        }
      }
    })
    .join('\n');
  return [
    '<!doctype html>',
    `<html lang="${content.language}" dir="${direction}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(content.subject)}</title></head>`,
    `<body style="margin:0;padding:0;background:#f5f7fa;">`,
    `<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="background:#f5f7fa;"><tr><td align="center" style="padding:24px 12px;">`,
    `<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="max-width:560px;background:#ffffff;border-radius:8px;"><tr><td dir="${direction}" style="padding:32px;text-align:${align};font-family:Arial,Helvetica,sans-serif;">`,
    `<p style="margin:0 0 24px;font-size:20px;font-weight:700;color:#1c7ed6;">Tariq</p>`,
    body,
    '</td></tr></table>',
    '</td></tr></table>',
    '</body>',
    '</html>',
  ].join('\n');
}

/** Subject, text and HTML of a mail, ready for `queueMails`. */
export function renderMail(content: TMailContent): { subject: string; text: string; html: string } {
  return { subject: content.subject, text: renderMailText(content), html: renderMailHtml(content) };
}
