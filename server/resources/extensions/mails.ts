import { createLinkSeal } from '../../mail/sealed-links';
import { outboxExtension } from '../../outbox/extension';
import type { ExtensionDeps } from '../extensions';

// The mailer seals the links of the mails it writes; without one (a test registering resources
// alone) no seal opens and every token is hidden.
export default ({ mailer }: ExtensionDeps) =>
  outboxExtension(mailer?.links ?? createLinkSeal(crypto.randomUUID()));
