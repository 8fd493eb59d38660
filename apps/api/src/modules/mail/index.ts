import type { TAppModule } from '../../platform/modules';
import { sendDueMails } from './mail.service';

export const mailModule: TAppModule = {
  name: 'mail',
  jobs: [{ name: 'send-mail', everyMs: 5_000, run: (ctx) => sendDueMails(ctx) }],
};
export { queueMails, registerMailAttachment, sendDueMails } from './mail.service';
export { findMailsTo } from './mail.repository';
export type { TAttachmentResolver, TMailAttachmentRef } from './mail.service';
