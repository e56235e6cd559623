import { offerRequestFilters } from '../../offers';

export default () => ({ filters: offerRequestFilters });
