import { invoicesExtension } from '../../billing/routes';
import type { ExtensionDeps } from '../extensions';

export default ({ mailer, config }: ExtensionDeps) => invoicesExtension({ mail: mailer, config });
