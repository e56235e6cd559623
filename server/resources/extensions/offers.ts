import { offersExtension } from '../../offers';
import type { ExtensionDeps } from '../extensions';

// The offer routes and mails need the mailer and the app's address (a test may register resources without).
export default ({ mailer, config }: ExtensionDeps) =>
  mailer && config ? offersExtension({ mailer, config }) : null;
