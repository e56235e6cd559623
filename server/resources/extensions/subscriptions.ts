import { subscriptionsExtension } from '../../subscriptions';
import type { ExtensionDeps } from '../extensions';

export default ({ mailer, config }: ExtensionDeps) => subscriptionsExtension({ mail: mailer, config });
