import { lazyPage } from '../../lazyPage';
import type { ResourceOverride } from '../overrides';

// The outbox keeps its own pages (the kept-mail notice, the status chips, the mail as sent in a
// frame); nobody edits a mail, so its record page is the read-only detail. Loaded on demand.
const OutboxDetail = lazyPage(() => import('../../pages/outbox/OutboxDetail'));

const override: ResourceOverride = {
  list: lazyPage(() => import('../../pages/outbox/OutboxList')),
  edit: OutboxDetail,
  show: OutboxDetail,
};

export default override;
