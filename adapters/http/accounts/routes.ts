import { GetAccount } from '../../../application/accounts/get-account.js';
import { get, type Route } from '../routing/route.js';

export const accountRoutes: readonly Route[] = [get('/api/accounts/me', GetAccount)];
