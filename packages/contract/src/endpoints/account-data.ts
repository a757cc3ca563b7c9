import { defineEndpoint } from '../endpoint.js';
import { describeEndpoint, WHO } from '../endpoint-docs.js';
import { RETCODE } from '../retcodes.js';
import { DeleteAccountBody, DeletionData } from '../schemas/account-data.js';
import { IngestAccountParams } from '../schemas/ingest.js';

/**
 * Erases the cookie owner's account and everything stored for it (issue 18), after the owner typed
 * the account name again (-9301 otherwise). Same-origin only; the session ends with it.
 */
export const deleteOwnAccount = defineEndpoint({
  id: 'ownership.delete',
  method: 'POST',
  family: 'accountData',
  path: 'delete',
  summary: "Erase the cookie owner's account and all its data",
  description: describeEndpoint(
    "Erases the cookie owner's community account and everything stored for it (roles, records, links, sessions), once the account name is typed again in `confirm` (-9301 otherwise). The session ends with it.",
    WHO.ownAccount,
    [RETCODE.CONFIRMATION_MISMATCH, RETCODE.CROSS_SITE],
  ),
  auth: 'session',
  changesState: true,
  loginRetcode: RETCODE.NOT_LOGGED_IN,
  body: DeleteAccountBody,
  data: DeletionData,
});

/** The same erasure for an operator with a service token (1009-like -9302 for an unknown uid). */
export const deleteAccount = defineEndpoint({
  id: 'ingest.deleteAccount',
  method: 'DELETE',
  family: 'ingest',
  path: 'accounts/:uid',
  summary: 'Erase a community account and all its data',
  description: describeEndpoint(
    'Erases a community account and everything stored for it, for an operator. Needs scope `accounts`; an unknown uid answers -9302.',
    WHO.service,
    [RETCODE.ACCOUNT_NOT_FOUND],
  ),
  auth: 'service',
  scope: 'accounts',
  loginRetcode: RETCODE.BAD_SERVICE_TOKEN,
  params: IngestAccountParams,
  data: DeletionData,
});
