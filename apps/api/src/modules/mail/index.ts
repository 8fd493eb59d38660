import type { TAppModule } from '../../platform/modules';
import { mailRoutes } from './mail.routes';
import { sendDueMails } from './mail.service';

export const mailModule: TAppModule = {
  name: 'mail',
  routes: mailRoutes,
  jobs: [{ name: 'send-mail', everyMs: 5_000, run: (ctx) => sendDueMails(ctx) }],
};
export { queueMails, registerMailAttachment, sendDueMails } from './mail.service';
export { findMailsTo } from './mail.repository';
export { escapeHtml, renderMail } from './mail-html';
export type { TMailBlock, TMailContent } from './mail-html';
export type { TAttachmentResolver, TMailAttachmentRef } from './mail.service';
