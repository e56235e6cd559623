import { contractsExtension } from '../../contracts';

export default () => contractsExtension;
