import { subscriptionsExtension } from '../../subscriptions';

export default () => subscriptionsExtension;
