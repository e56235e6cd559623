import simpleRestProvider from 'ra-data-simple-rest';
import { API_BASE, httpClient } from './httpClient';

/** Resources speak the ra-data-simple-rest dialect (docs/requirements.md#calls), through our httpClient. */
export const dataProvider = simpleRestProvider(API_BASE, httpClient);
