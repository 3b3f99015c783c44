import { GetAccount } from '../../../application/accounts/get-account.js';
import { get, type Route } from '../routing/route.js';
import { Account } from './responses.js';

export const accountRoutes: readonly Route[] = [
  get('/api/accounts/me', GetAccount, {
    response: Account,
    access: 'signed-in user',
    description: 'Who the caller is, and their projects with their role on each.',
  }),
];
