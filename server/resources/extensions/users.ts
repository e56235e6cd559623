import { welcomeExtension } from '../../auth/welcome';
import { handOverRoutes } from '../../users/hand-over';
import type { ExtensionDeps, ResourceExtension } from '../extensions';

// The hand-over calls always; the welcome mail needs the mailer and the app's address (a test may
// register resources without).
export default ({ mailer, config }: ExtensionDeps): ResourceExtension => ({
  routes: handOverRoutes,
  ...(mailer && config ? welcomeExtension({ mailer, config }) : {}),
});
