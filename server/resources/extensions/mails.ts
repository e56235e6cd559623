import { outboxExtension } from '../../outbox/extension';

export default () => outboxExtension;
