import { welcomeExtension } from '../../auth/welcome';
import type { ExtensionDeps } from '../extensions';

// The welcome mail needs the mailer and the app's address (a test may register resources without).
export default ({ mailer, config }: ExtensionDeps) =>
  mailer && config ? welcomeExtension({ mailer, config }) : null;
